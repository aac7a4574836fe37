import type { TSalesReport } from '@orderdesk/contracts';

type Day = TSalesReport['byDay'][number];

/**
 * The period's days beside the period before it, by their place in the period (day 1, 2, …): the
 * periods need not share weekdays or length (a month against a shorter one), so a missing day is null.
 */
export function byDayComparison(
  report: Pick<TSalesReport, 'byDay' | 'previousByDay'>,
): { day: number; current: Day | null; previous: Day | null }[] {
  const days = Math.max(report.byDay.length, report.previousByDay.length);
  return Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    current: report.byDay[i] ?? null,
    previous: report.previousByDay[i] ?? null,
  }));
}
