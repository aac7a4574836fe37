import {
  acceptanceWindowSeconds,
  OrderStatus,
  percentileOf,
  toMajor,
  type TOperationsReport,
  type DateRange,
  type TReportQuery,
} from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OperationsMeasure } from './operations-rollup';
import { idAsText } from './local-time-sql';
import {
  comparableWindows,
  localMinuteSpans,
  offlineSpans,
  offlineWhileOpen,
  WeeklyHours,
  type OfflineSpan,
} from './offline-time';

const COMPARABLE_WEEKS = 4;
import type { ReportVenue } from './report-scope';
import { reportPeriods } from './sales-report';
import { offsetSegments, zoneSlices, type ZoneSlice } from './venue-clock';

const NOT_SALES = [OrderStatus.RECEIVED, OrderStatus.REJECTED, OrderStatus.REFUNDED];

type Histogram = Map<number, number>;

function durations(histogram: Histogram) {
  let orders = 0;
  for (const n of histogram.values()) orders += n;
  return { orders, medianSeconds: percentileOf(histogram, 0.5), p90Seconds: percentileOf(histogram, 0.9) };
}

function addTo(map: Map<string, Histogram>, key: string, seconds: number, count: number) {
  const h = map.get(key) ?? new Map<number, number>();
  h.set(seconds, (h.get(seconds) ?? 0) + count);
  map.set(key, h);
}

function merged(map: Map<string, Histogram>): Histogram {
  const all = new Map<number, number>();
  for (const h of map.values()) for (const [s, n] of h) all.set(s, (all.get(s) ?? 0) + n);
  return all;
}

/** The venues of one clock and the period's local dates on it. */
interface DayGroup {
  venueIds: number[];
  range: DateRange;
}

/** Orders per platform and whole seconds of each measure on the groups' local days, from the daily roll-up. */
async function rolledUp(db: Db, groups: DayGroup[]) {
  const byMeasure = new Map<OperationsMeasure, Map<string, Histogram>>([
    ['accept', new Map()],
    ['prep', new Map()],
    ['bad', new Map()],
  ]);
  for (const group of groups) {
    const rows = await db.kysely
      .selectFrom('report_operation_days')
      .select(['platform', 'measure', 'seconds'])
      .select((eb) => eb.fn.sum<number>('orders').as('orders'))
      .where('venue_id', 'in', group.venueIds)
      .where('local_date', '>=', group.range.from)
      .where('local_date', '<=', group.range.to)
      .groupBy(['platform', 'measure', 'seconds'])
      .execute();
    for (const r of rows) {
      const orders = Number(r.orders ?? 0);
      const map = byMeasure.get(r.measure as OperationsMeasure);
      // Seconds whose orders were all taken back later keep rows of zeros.
      if (map && orders !== 0) addTo(map, r.platform, Number(r.seconds), orders);
    }
  }
  return byMeasure;
}

const VENUE_REJECTS = ['order.reject', 'order.force-reject'];
const PLATFORM_CLOSES = ['order.platform-cancel', 'order.platform-refund'];

function reasonIn(json: string | null): string | null {
  if (!json) return null;
  try {
    const after = JSON.parse(json) as { reason?: unknown; note?: unknown };
    const reason = after.reason ?? after.note;
    return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null;
  } catch {
    return null;
  }
}

/** Rejected, cancelled and refunded orders by platform and reason (from the order's audit entry). */
async function closedOrders(db: Db, slices: ZoneSlice[]): Promise<TOperationsReport['closed']> {
  const counts = new Map<string, TOperationsReport['closed'][number]>();
  for (const slice of slices) {
    const rows = await db.kysely
      .selectFrom('orders')
      .leftJoin('audit_log as a', (join) =>
        join
          .on('a.entity', '=', 'order')
          .on('a.entity_id', '=', idAsText(db.engine, 'orders.id'))
          .on('a.action', 'in', [...VENUE_REJECTS, ...PLATFORM_CLOSES]),
      )
      .select([
        'orders.id',
        'orders.platform',
        'orders.status_id',
        'orders.platform_error',
        'a.action',
        'a.after_json',
      ])
      .where('orders.venue_id', 'in', slice.venueIds)
      .where('orders.created_at', '>=', slice.from)
      .where('orders.created_at', '<', slice.to)
      .where('orders.status_id', 'in', [OrderStatus.REJECTED, OrderStatus.REFUNDED])
      .orderBy('orders.id')
      .orderBy('a.id')
      .execute();
    // The last closing entry of each order tells who closed it and why.
    const last = new Map<number, (typeof rows)[number]>();
    for (const r of rows) last.set(r.id, r);
    for (const r of last.values()) {
      const kind =
        r.status_id === OrderStatus.REFUNDED
          ? 'refunded'
          : r.action && VENUE_REJECTS.includes(r.action)
            ? 'rejected'
            : 'cancelled';
      const reason = reasonIn(r.after_json) ?? (kind === 'rejected' ? null : r.platform_error);
      const key = `${r.platform}\u0000${kind}\u0000${reason ?? ''}`;
      const entry = counts.get(key) ?? { platform: r.platform, kind, reason, orders: 0 };
      entry.orders += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.orders - a.orders || a.platform.localeCompare(b.platform));
}

/**
 * Orders whose POS hand-over failed, with their seconds in state BAD: the ended spells of orders GOOD
 * again from the roll-up, and up to now for those still BAD (few, found by a partial index).
 */
async function badHandovers(
  db: Db,
  rolled: Map<string, Histogram>,
  slices: ZoneSlice[],
  now: Date,
): Promise<TOperationsReport['badHandovers']> {
  const byPlatform = new Map<string, Histogram>();
  let totalSeconds = 0;
  for (const [platform, h] of rolled) {
    for (const [seconds, n] of h) {
      addTo(byPlatform, platform, seconds, n);
      totalSeconds += seconds * n;
    }
  }
  const stillBad = new Map<string, number>();
  // The orders still BAD first (the partial index order_report_times_still_bad), then their orders.
  const open = await db.kysely
    .selectFrom('order_report_times')
    .select(['order_id', 'bad_since', 'bad_seconds'])
    .where('bad_since', 'is not', null)
    .execute();
  const rows = [];
  for (let i = 0; i < open.length; i += 500) {
    const chunk = open.slice(i, i + 500);
    const orders = await db.kysely
      .selectFrom('orders')
      .select(['id', 'venue_id', 'platform', 'created_at'])
      .where(
        'id',
        'in',
        chunk.map((t) => t.order_id),
      )
      .execute();
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const t of chunk) {
      const order = byId.get(t.order_id);
      if (order) rows.push({ ...order, bad_since: t.bad_since, bad_seconds: t.bad_seconds });
    }
  }
  for (const r of rows) {
    const inSlice = slices.some(
      (s) => s.venueIds.includes(r.venue_id) && r.created_at >= s.from && r.created_at < s.to,
    );
    if (!inSlice) continue;
    const open = Math.max(0, Math.round((now.getTime() - Date.parse(r.bad_since!)) / 1000));
    const seconds = Number(r.bad_seconds) + open;
    totalSeconds += seconds;
    addTo(byPlatform, r.platform, seconds, 1);
    stillBad.set(r.platform, (stillBad.get(r.platform) ?? 0) + 1);
  }
  return {
    ...durations(merged(byPlatform)),
    stillBad: [...stillBad.values()].reduce((a, b) => a + b, 0),
    totalSeconds,
    byPlatform: [...byPlatform.keys()].sort().map((platform) => ({
      platform,
      ...durations(byPlatform.get(platform)!),
      stillBad: stillBad.get(platform) ?? 0,
    })),
  };
}

/**
 * r_keeper's refusals the error table knows (`pos_refusals`, written by the hand-over), by policy and
 * advice: refusals and distinct orders, in the venues' period on their own clocks.
 */
async function posRefusals(db: Db, slices: ZoneSlice[]): Promise<TOperationsReport['posRefusals']> {
  const counts = new Map<string, { rule: TOperationsReport['posRefusals'][number]; orders: Set<number> }>();
  for (const slice of slices) {
    const rows = await db.kysely
      .selectFrom('pos_refusals')
      .select(['policy', 'advice', 'order_id'])
      .select((eb) => eb.fn.countAll<number>().as('refusals'))
      .where('venue_id', 'in', slice.venueIds)
      .where('created_at', '>=', slice.from)
      .where('created_at', '<', slice.to)
      .groupBy(['policy', 'advice', 'order_id'])
      .execute();
    for (const r of rows) {
      const key = `${r.policy}\u0000${r.advice}`;
      const entry = counts.get(key) ?? {
        rule: {
          policy: r.policy as TOperationsReport['posRefusals'][number]['policy'],
          advice: r.advice,
          refusals: 0,
          orders: 0,
        },
        orders: new Set<number>(),
      };
      entry.rule.refusals += Number(r.refusals);
      entry.orders.add(r.order_id);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ rule, orders }) => ({ ...rule, orders: orders.size }))
    .sort((a, b) => b.refusals - a.refusals || a.advice.localeCompare(b.advice));
}

/** The venues' online/offline changes from the audit log, and each one's state when the window opens. */
async function statusChanges(db: Db, venueIds: number[], from: string, to: string) {
  const ids = venueIds.map(String);
  const actions = ['venue.online', 'venue.offline'];
  const changes = await db.kysely
    .selectFrom('audit_log')
    .select(['entity_id', 'action', 'created_at'])
    .where('entity', '=', 'venue')
    .where('entity_id', 'in', ids)
    .where('action', 'in', actions)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const lastBefore = await db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('entity', '=', 'venue')
    .where('entity_id', 'in', ids)
    .where('action', 'in', actions)
    .where('created_at', '<', from)
    .groupBy('entity_id')
    .execute();
  const lastIds = lastBefore.map((r) => Number(r.id));
  const before = lastIds.length
    ? await db.kysely
        .selectFrom('audit_log')
        .select(['entity_id', 'action'])
        .where('id', 'in', lastIds)
        .execute()
    : [];
  return { changes, before: new Map(before.map((r) => [Number(r.entity_id), r.action === 'venue.offline'])) };
}

type SalesWindow = { venueId: number } & OfflineSpan;

/**
 * Sales (minor units) per venue inside the given windows, each window counted on its own: the windows
 * as a VALUES list, each summed by a correlated subquery, so both engines read a short range of the
 * covering index per window (a plain join lets PostgreSQL hash it against every order).
 */
async function salesInWindows(db: Db, windows: readonly SalesWindow[]) {
  const sums = new Map<number, number>();
  const CHUNK = 1000;
  for (let i = 0; i < windows.length; i += CHUNK) {
    const chunk = windows.slice(i, i + CHUNK);
    const values = chunk.map(
      (w) =>
        sql`(cast(${w.venueId} as integer), ${new Date(w.fromMs).toISOString()}, ${new Date(w.toMs).toISOString()})`,
    );
    const rows = await sql<{ venue_id: number; minor: number | string | null }>`
      WITH w (venue_id, from_at, to_at) AS (VALUES ${sql.join(values)})
      SELECT w.venue_id, (
        SELECT sum(o.amount) FROM orders o
        WHERE o.venue_id = w.venue_id AND o.created_at >= w.from_at AND o.created_at < w.to_at
          AND o.status_id NOT IN (${sql.join(NOT_SALES)})
      ) AS minor
      FROM w`.execute(db.kysely);
    for (const r of rows.rows) {
      const venueId = Number(r.venue_id);
      sums.set(venueId, (sums.get(venueId) ?? 0) + Number(r.minor ?? 0));
    }
  }
  return sums;
}

/** Time offline while open, per venue, and the revenue it likely cost. */
async function offlineTime(
  db: Db,
  venues: readonly ReportVenue[],
  slices: ZoneSlice[],
  now: Date,
): Promise<TOperationsReport['offline']> {
  const byVenue: TOperationsReport['offline']['byVenue'] = [];
  const venueById = new Map(venues.map((v) => [v.id, v]));
  // Venues of a chain mostly share their hours: each distinct schedule's minute map is built once.
  const weeklyHours = new Map<string, WeeklyHours>();
  const hoursOf = (venue: ReportVenue) => {
    const key = JSON.stringify(venue.schedule);
    let hours = weeklyHours.get(key);
    if (!hours) {
      hours = new WeeklyHours(venue.schedule);
      weeklyHours.set(key, hours);
    }
    return hours;
  };
  for (const slice of slices) {
    const fromMs = Date.parse(slice.from);
    const toMs = Math.min(Date.parse(slice.to), now.getTime());
    if (toMs <= fromMs) {
      for (const id of slice.venueIds) {
        const v = venueById.get(id)!;
        byVenue.push({
          venueId: id,
          venueName: v.name,
          offlineSeconds: 0,
          openSeconds: 0,
          estimatedLostRevenue: 0,
        });
      }
      continue;
    }
    const { changes, before } = await statusChanges(
      db,
      slice.venueIds,
      slice.from,
      new Date(toMs).toISOString(),
    );
    // The comparable days reach four weeks before the period: their offsets too.
    const earlier = offsetSegments(slice.zone, fromMs - 5 * 7 * 86_400_000, toMs);
    const perVenue: { venue: ReportVenue; open: number; minutes: number }[] = [];
    const windows: { venueId: number; fromMs: number; toMs: number }[] = [];
    for (const id of slice.venueIds) {
      const venue = venueById.get(id)!;
      const hours = hoursOf(venue);
      const open = localMinuteSpans(slice.segments, fromMs, toMs).reduce(
        (sum, s) => sum + hours.openMinutes(s.from, s.to),
        0,
      );
      // With no change recorded before the window, the venue's current state tells, if it is older.
      const atStart =
        before.get(id) ??
        (!venue.isOnline && (venue.statusChangedAt === null || Date.parse(venue.statusChangedAt) <= fromMs));
      const spans = offlineSpans(
        atStart,
        changes
          .filter((c) => Number(c.entity_id) === id)
          .map((c) => ({ atMs: Date.parse(c.created_at), online: c.action === 'venue.online' })),
        fromMs,
        toMs,
      );
      const offline = offlineWhileOpen(hours, slice.segments, spans);
      for (const w of comparableWindows(offline.open, earlier)) windows.push({ venueId: id, ...w });
      perVenue.push({ venue, open, minutes: offline.minutes });
    }
    const sales = windows.length ? await salesInWindows(db, windows) : new Map<number, number>();
    for (const { venue, open, minutes } of perVenue) {
      byVenue.push({
        venueId: venue.id,
        venueName: venue.name,
        offlineSeconds: minutes * 60,
        openSeconds: open * 60,
        // The comparable days' sales in the same hours, averaged over the four weeks.
        estimatedLostRevenue: toMajor(Math.round((sales.get(venue.id) ?? 0) / COMPARABLE_WEEKS)),
      });
    }
  }
  const order = new Map(venues.map((v, i) => [v.id, i]));
  byVenue.sort((a, b) => order.get(a.venueId)! - order.get(b.venueId)!);
  return {
    offlineSeconds: byVenue.reduce((s, v) => s + v.offlineSeconds, 0),
    openSeconds: byVenue.reduce((s, v) => s + v.openSeconds, 0),
    estimatedLostRevenue: toMajor(byVenue.reduce((s, v) => s + Math.round(v.estimatedLostRevenue * 100), 0)),
    byVenue,
  };
}

/**
 * How the venues worked: time to accept (against each platform's window), preparation time,
 * rejections and cancellations, failed POS hand-overs and r_keeper's refusals, and offline time in opening hours with the
 * revenue it likely cost. Order figures count orders placed in the period.
 */
export async function operationsReport(
  db: Db,
  venues: readonly ReportVenue[],
  query: TReportQuery,
  now: Date,
): Promise<TOperationsReport> {
  const periods = reportPeriods(query, now);
  const slices = zoneSlices(venues, periods.current);
  const zones = [...new Set(venues.map((v) => v.zone))];
  const ranges = zones.length ? zones.map(periods.current) : [periods.current('UTC')];
  const period = {
    from: ranges.map((r) => r.from).sort()[0]!,
    to: ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!,
  };

  const groups = slices.map((slice) => ({ venueIds: slice.venueIds, range: periods.current(slice.zone) }));
  const [rolled, closed, offline, refusals] = await Promise.all([
    rolledUp(db, groups),
    closedOrders(db, slices),
    offlineTime(db, venues, slices, now),
    posRefusals(db, slices),
  ]);
  const accept = rolled.get('accept')!;
  const preparation = rolled.get('prep')!;
  const bad = await badHandovers(db, rolled.get('bad')!, slices, now);

  const lateOf = (platform: string, h: Histogram) => {
    const window = acceptanceWindowSeconds(platform);
    let late = 0;
    for (const [seconds, n] of h) if (seconds > window) late += n;
    return late;
  };
  const acceptPlatforms = [...accept.keys()].sort();
  const acceptByPlatform = acceptPlatforms.map((platform) => ({
    platform,
    ...durations(accept.get(platform)!),
    late: lateOf(platform, accept.get(platform)!),
    windowSeconds: acceptanceWindowSeconds(platform),
  }));

  return {
    period,
    venueCount: venues.length,
    acceptance: {
      ...durations(merged(accept)),
      late: acceptByPlatform.reduce((s, p) => s + p.late, 0),
      byPlatform: acceptByPlatform,
    },
    preparation: {
      ...durations(merged(preparation)),
      byPlatform: [...preparation.keys()].sort().map((platform) => ({
        platform,
        ...durations(preparation.get(platform)!),
      })),
    },
    closed,
    badHandovers: bad,
    posRefusals: refusals,
    offline,
  };
}
