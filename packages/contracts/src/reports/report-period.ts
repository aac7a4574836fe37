import { DateTime } from 'luxon';
import { z } from 'zod';

/** The period presets of the reports screen; `custom` takes `from` and `to`. */
export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type TReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest custom period, in days. */
export const REPORT_MAX_DAYS = 366;

/** Calendar days, inclusive, as `YYYY-MM-DD` on the venue's own clock. */
export interface DateRange {
  from: string;
  to: string;
}

const DATE = 'yyyy-MM-dd';

function day(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'UTC' });
}

/** Number of calendar days in a range, both ends included. */
export function rangeDays(range: DateRange): number {
  return Math.round(day(range.to).diff(day(range.from), 'days').days) + 1;
}

/** Every date of a range, in order. */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let d = day(range.from); d <= day(range.to); d = d.plus({ days: 1 })) out.push(d.toFormat(DATE));
  return out;
}

/**
 * The days a preset covers, seen from `today` (a venue's local date). Weeks start on Monday; this
 * week and this month run up to today.
 */
export function resolvePeriod(period: TReportPeriod, today: string, custom?: Partial<DateRange>): DateRange {
  const t = day(today);
  const fmt = (d: DateTime) => d.toFormat(DATE);
  switch (period) {
    case 'today':
      return { from: fmt(t), to: fmt(t) };
    case 'yesterday':
      return { from: fmt(t.minus({ days: 1 })), to: fmt(t.minus({ days: 1 })) };
    case 'thisWeek':
      return { from: fmt(t.startOf('week')), to: fmt(t) };
    case 'lastWeek': {
      const start = t.startOf('week').minus({ weeks: 1 });
      return { from: fmt(start), to: fmt(start.endOf('week')) };
    }
    case 'thisMonth':
      return { from: fmt(t.startOf('month')), to: fmt(t) };
    case 'lastMonth': {
      const start = t.startOf('month').minus({ months: 1 });
      return { from: fmt(start), to: fmt(start.endOf('month')) };
    }
    case 'custom':
      if (!custom?.from || !custom.to) throw new Error('A custom period needs from and to');
      return { from: custom.from, to: custom.to };
  }
}

/**
 * The period compared with: the previous day or week for day and week presets; for month presets
 * the same days of the month before (1-24 November against 1-24 October, clipped to that month's
 * end); for a custom period the same number of days right before it.
 */
export function previousPeriod(period: TReportPeriod, range: DateRange): DateRange {
  const from = day(range.from);
  const to = day(range.to);
  const fmt = (d: DateTime) => d.toFormat(DATE);
  if (period === 'thisMonth' || period === 'lastMonth') {
    const start = from.minus({ months: 1 });
    const end = DateTime.min(to.minus({ months: 1 }), start.endOf('month'));
    return { from: fmt(start), to: fmt(end) };
  }
  const days = rangeDays(range);
  return { from: fmt(from.minus({ days })), to: fmt(to.minus({ days })) };
}

/** A calendar date `YYYY-MM-DD` that exists. */
export const ZReportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine((v) => DateTime.fromISO(v, { zone: 'UTC' }).isValid, 'Not a calendar date');
