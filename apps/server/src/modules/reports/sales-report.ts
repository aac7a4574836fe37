import {
  averageOf,
  datesOf,
  previousPeriod,
  resolvePeriod,
  toMajor,
  type DateRange,
  type TReportQuery,
  type TSalesFigures,
  type TSalesReport,
} from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportVenue } from './report-scope';
import { HOURS } from './sales-rollup';
import { todayIn } from './venue-clock';

interface Sum {
  orders: number;
  minor: number;
}

function add(map: Map<string, Sum>, key: string, orders: number, minor: number) {
  const sum = map.get(key) ?? { orders: 0, minor: 0 };
  sum.orders += orders;
  sum.minor += minor;
  map.set(key, sum);
}

function figures(sum: Sum | undefined): TSalesFigures {
  const orders = sum?.orders ?? 0;
  const minor = sum?.minor ?? 0;
  return { orders, revenue: toMajor(minor), averageOrderValue: averageOf(toMajor(minor), orders) };
}

/** The periods of a report on each venue clock: presets are read on the venue's own today. */
export function reportPeriods(query: TReportQuery, now: Date) {
  const current = (zone: string): DateRange =>
    resolvePeriod(query.period, todayIn(zone, now), { from: query.from, to: query.to });
  const previous = (zone: string): DateRange => previousPeriod(query.period, current(zone));
  return { current, previous };
}

/** The venues sharing one clock and the period's local dates on that clock. */
interface ClockGroup {
  venueIds: number[];
  range: DateRange;
}

function clockGroups(venues: readonly ReportVenue[], range: (zone: string) => DateRange): ClockGroup[] {
  const byZone = new Map<string, number[]>();
  for (const venue of venues) byZone.set(venue.zone, [...(byZone.get(venue.zone) ?? []), venue.id]);
  return [...byZone].map(([zone, venueIds]) => ({ venueIds, range: range(zone) }));
}

/** Sales totals by venue, platform and currency of the groups' local days, from the daily roll-up. */
async function totalsBy(db: Db, groups: ClockGroup[]) {
  const rows = [];
  for (const group of groups) {
    rows.push(
      ...(await db.kysely
        .selectFrom('report_sales_days')
        .select(['venue_id', 'platform', 'currency'])
        .select((eb) => [eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('minor').as('minor')])
        .where('venue_id', 'in', group.venueIds)
        .where('local_date', '>=', group.range.from)
        .where('local_date', '<=', group.range.to)
        .groupBy(['venue_id', 'platform', 'currency'])
        .execute()),
    );
  }
  // Days whose sales were all taken back later keep rows of zeros: they sold nothing.
  return rows
    .map((r) => ({ ...r, orders: Number(r.orders ?? 0), minor: Number(r.minor ?? 0) }))
    .filter((r) => r.orders !== 0);
}

function whereIn(group: ClockGroup) {
  return sql`venue_id IN (${sql.join(group.venueIds)})
      AND local_date >= ${group.range.from} AND local_date <= ${group.range.to}`;
}

/** Sales by venue-local day, from the daily roll-up. */
async function byLocalDay(db: Db, groups: ClockGroup[]) {
  const days = new Map<string, Sum>();
  for (const group of groups) {
    const rows = await sql<{ local_date: string; orders: number; minor: number }>`
      SELECT local_date, sum(orders) AS orders, sum(minor) AS minor FROM report_sales_days
      WHERE ${whereIn(group)} GROUP BY local_date`.execute(db.kysely);
    for (const r of rows.rows) add(days, r.local_date, Number(r.orders), Number(r.minor ?? 0));
  }
  return days;
}

/** Sales by local weekday and hour, from the daily roll-up's hour columns. */
async function byWeekdayHour(db: Db, groups: ClockGroup[]) {
  const cells = new Map<string, Sum>();
  const hourSums = sql.raw(
    HOURS.map((h) => `sum(orders_h${h}) AS orders_h${h}, sum(minor_h${h}) AS minor_h${h}`).join(', '),
  );
  for (const group of groups) {
    const rows = await sql<Record<string, number>>`
      SELECT weekday, ${hourSums} FROM report_sales_days WHERE ${whereIn(group)} GROUP BY weekday`.execute(
      db.kysely,
    );
    for (const r of rows.rows) {
      HOURS.forEach((h, hour) => {
        const orders = Number(r[`orders_h${h}`] ?? 0);
        if (orders !== 0) add(cells, `${r['weekday']}:${hour}`, orders, Number(r[`minor_h${h}`] ?? 0));
      });
    }
  }
  return cells;
}

function unionRange(ranges: DateRange[]): DateRange {
  return {
    from: ranges.map((r) => r.from).sort()[0]!,
    to: ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!,
  };
}

/**
 * Orders, revenue and average order value of the venues, per platform, venue, local day and local
 * hour of the week, with the period before it. Statuses 1, 6 and 7 are not sales (docs/product.md §9); amounts
 * are stored in minor units for every platform, so revenue is their sum ÷ 100.
 */
export async function salesReport(
  db: Db,
  venues: readonly ReportVenue[],
  query: TReportQuery,
  now: Date,
): Promise<TSalesReport> {
  const periods = reportPeriods(query, now);
  const zones = [...new Set(venues.map((v) => v.zone))];
  const period = unionRange(zones.length ? zones.map(periods.current) : [periods.current('UTC')]);
  const previous = unionRange(zones.length ? zones.map(periods.previous) : [periods.previous('UTC')]);
  const currentGroups = clockGroups(venues, periods.current);
  const previousGroups = clockGroups(venues, periods.previous);

  const [current, before, day, previousDay, cell] = await Promise.all([
    totalsBy(db, currentGroups),
    totalsBy(db, previousGroups),
    byLocalDay(db, currentGroups),
    byLocalDay(db, previousGroups),
    byWeekdayHour(db, currentGroups),
  ]);

  const total = new Map<string, Sum>();
  const platform = new Map<string, Sum>();
  const venue = new Map<string, Sum>();
  const currencies = new Set<string>();
  for (const [rows, tag] of [
    [current, 'now'],
    [before, 'before'],
  ] as const) {
    for (const r of rows) {
      add(total, tag, r.orders, r.minor);
      add(platform, `${tag}:${r.platform}`, r.orders, r.minor);
      add(venue, `${tag}:${r.venue_id}`, r.orders, r.minor);
      if (tag === 'now') currencies.add(r.currency);
    }
  }

  const platforms = [...new Set([...platform.keys()].map((k) => k.slice(k.indexOf(':') + 1)))].sort();

  return {
    period,
    previousPeriod: previous,
    currencies: [...currencies].sort(),
    venueCount: venues.length,
    totals: { ...figures(total.get('now')), previous: figures(total.get('before')) },
    byPlatform: platforms.map((p) => ({
      platform: p,
      ...figures(platform.get(`now:${p}`)),
      previous: figures(platform.get(`before:${p}`)),
    })),
    byVenue: venues.map((v) => ({
      venueId: v.id,
      venueName: v.name,
      ...figures(venue.get(`now:${v.id}`)),
      previous: figures(venue.get(`before:${v.id}`)),
    })),
    byDay: datesOf(period).map((date) => ({ date, ...figures(day.get(date)) })),
    previousByDay: datesOf(previous).map((date) => ({ date, ...figures(previousDay.get(date)) })),
    byHour: Array.from({ length: 7 * 24 }, (_, i) => {
      const weekday = Math.floor(i / 24) + 1;
      const hour = i % 24;
      const sum = cell.get(`${weekday}:${hour}`);
      return { weekday, hour, orders: sum?.orders ?? 0, revenue: toMajor(sum?.minor ?? 0) };
    }),
  };
}
