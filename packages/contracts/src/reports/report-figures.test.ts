import { describe, expect, it } from 'vitest';
import { averageOf, percentileOf, toMajor } from './report-figures';
import { previousPeriod, rangeDays, resolvePeriod } from './report-period';
import { ZReportQuery } from './reports.schema';

describe('report periods', () => {
  const today = '2026-11-25'; // a Wednesday

  it('resolves every preset on the given local date', () => {
    expect(resolvePeriod('today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(resolvePeriod('yesterday', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(resolvePeriod('thisWeek', today)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(resolvePeriod('lastWeek', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(resolvePeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(resolvePeriod('lastMonth', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('compares with the period before it', () => {
    expect(previousPeriod('today', { from: today, to: today })).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(previousPeriod('thisWeek', { from: '2026-11-23', to: '2026-11-25' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
    });
    expect(previousPeriod('thisMonth', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod('custom', { from: '2026-01-10', to: '2026-01-19' })).toEqual({
      from: '2025-12-31',
      to: '2026-01-09',
    });
    expect(rangeDays({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('refuses a custom period without both ends, reversed or longer than a year', () => {
    const errors = (q: Record<string, string>) =>
      ZReportQuery.safeParse(q).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(errors({ period: 'custom' })).toEqual(['from', 'to']);
    expect(errors({ period: 'custom', from: '2026-02-02', to: '2026-02-01' })).toEqual(['to']);
    expect(errors({ period: 'custom', from: '2025-01-01', to: '2026-01-02' })).toEqual(['to']);
    expect(errors({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual(['from']);
    expect(errors({ period: 'week' })).toEqual(['period']);
    expect(errors({ period: 'custom', from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
  });
});

describe('report figures', () => {
  it('takes nearest-rank percentiles from a histogram', () => {
    const h = new Map([
      [30, 2],
      [60, 1],
      [600, 1],
    ]);
    expect(percentileOf(h, 0.5)).toBe(30);
    expect(percentileOf(h, 0.9)).toBe(600);
    expect(percentileOf(new Map(), 0.5)).toBeNull();
  });

  it('turns minor units into major units and averages to the cent', () => {
    expect(toMajor(1250)).toBe(12.5);
    expect(averageOf(1000, 3)).toBe(333.33);
    expect(averageOf(0, 0)).toBe(0);
  });
});
