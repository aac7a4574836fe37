import { describe, expect, it } from 'vitest';
import { byDayComparison } from './by-day-comparison';

const day = (date: string, revenue: number) => ({ date, orders: 1, revenue, averageOrderValue: revenue });

describe('byDayComparison', () => {
  it('lays the period before beside the period day by day, the shorter one ending early', () => {
    const report = {
      byDay: [day('2026-03-01', 10), day('2026-03-02', 20), day('2026-03-03', 30)],
      previousByDay: [day('2026-02-01', 5), day('2026-02-02', 6)],
    };
    expect(byDayComparison(report)).toEqual([
      { day: 1, current: report.byDay[0], previous: report.previousByDay[0] },
      { day: 2, current: report.byDay[1], previous: report.previousByDay[1] },
      { day: 3, current: report.byDay[2], previous: null },
    ]);
    expect(byDayComparison({ byDay: [], previousByDay: [] })).toEqual([]);
  });
});
