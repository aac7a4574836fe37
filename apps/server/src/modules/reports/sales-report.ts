import {
  averageOf,
  datesOf,
  previousPeriod,
  resolvePeriod,
  SALES_EXCLUDED_STATUSES,
  toMajor,
  type DateRange,
  type TReportQuery,
  type TSalesFigures,
  type TSalesReport,
} from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { hourBucket, localHourOfBucket } from './local-time-sql';
import type { ReportVenue } from './report-scope';
import { todayIn, zoneSlices, type ZoneSlice } from './venue-clock';

const EXCLUDED = SALES_EXCLUDED_STATUSES as readonly number[];

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

/** Sales totals by venue, platform and currency of orders placed in the slices. */
async function totalsBy(db: Db, slices: ZoneSlice[]) {
  const rows = [];
  for (const slice of slices) {
    rows.push(
      ...(await db.kysely
        .selectFrom('orders')
        .select(['venue_id', 'platform', 'currency'])
        .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('amount').as('minor')])
        .where('venue_id', 'in', slice.venueIds)
        .where('created_at', '>=', slice.from)
        .where('created_at', '<', slice.to)
        .where('status_id', 'not in', EXCLUDED)
        .groupBy(['venue_id', 'platform', 'currency'])
        .execute()),
    );
  }
  return rows.map((r) => ({ ...r, orders: Number(r.orders), minor: Number(r.minor ?? 0) }));
}

/** Sales by venue-local date and hour: one pass per stretch of constant offset. */
async function byLocalHour(db: Db, slices: ZoneSlice[]) {
  const out: { date: string; weekday: number; hour: number; orders: number; minor: number }[] = [];
  for (const slice of slices) {
    for (const segment of slice.segments) {
      const rows = await db.kysely
        .selectFrom('orders')
        .select(hourBucket('created_at', segment.offsetMinutes).as('bucket'))
        .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('amount').as('minor')])
        .where('venue_id', 'in', slice.venueIds)
        .where('created_at', '>=', segment.from)
        .where('created_at', '<', segment.to)
        .where('status_id', 'not in', EXCLUDED)
        .groupBy(sql`1`)
        .execute();
      for (const r of rows) {
        out.push({
          ...localHourOfBucket(r.bucket, segment.offsetMinutes),
          orders: Number(r.orders),
          minor: Number(r.minor ?? 0),
        });
      }
    }
  }
  return out;
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
 * hour of the week, with the period before it. Statuses 1, 6 and 7 are not sales (spec §9); amounts
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
  const currentSlices = zoneSlices(venues, periods.current);
  const previousSlices = zoneSlices(venues, periods.previous);

  const [current, before, hours] = await Promise.all([
    totalsBy(db, currentSlices),
    totalsBy(db, previousSlices),
    byLocalHour(db, currentSlices),
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
  const day = new Map<string, Sum>();
  const cell = new Map<string, Sum>();
  for (const h of hours) {
    add(day, h.date, h.orders, h.minor);
    add(cell, `${h.weekday}:${h.hour}`, h.orders, h.minor);
  }

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
    byHour: Array.from({ length: 7 * 24 }, (_, i) => {
      const weekday = Math.floor(i / 24) + 1;
      const hour = i % 24;
      const sum = cell.get(`${weekday}:${hour}`);
      return { weekday, hour, orders: sum?.orders ?? 0, revenue: toMajor(sum?.minor ?? 0) };
    }),
  };
}
