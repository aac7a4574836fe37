import {
  acceptanceWindowSeconds,
  OrderStatus,
  percentileOf,
  toMajor,
  type TOperationsReport,
  type TReportQuery,
} from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { idAsText, secondsBetween } from './local-time-sql';
import {
  comparableWindows,
  localMinuteSpans,
  offlineSpans,
  offlineWhileOpen,
  WeeklyHours,
} from './offline-time';

const COMPARABLE_WEEKS = 4;
import type { ReportVenue } from './report-scope';
import { reportPeriods } from './sales-report';
import { offsetSegments, zoneSlices, type ZoneSlice } from './venue-clock';

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

/** Seconds from arrival to accept, per platform, of orders placed in the slices. */
async function acceptHistograms(db: Db, slices: ZoneSlice[]) {
  const byPlatform = new Map<string, Histogram>();
  const seconds = secondsBetween(db.engine, 'created_at', 'accepted_at');
  for (const slice of slices) {
    const rows = await db.kysely
      .selectFrom('orders')
      .select(['platform', seconds.as('seconds')])
      .select((eb) => eb.fn.countAll<number>().as('orders'))
      .where('venue_id', 'in', slice.venueIds)
      .where('created_at', '>=', slice.from)
      .where('created_at', '<', slice.to)
      .where('accepted_at', 'is not', null)
      .groupBy([sql`1`, sql`2`])
      .execute();
    for (const r of rows) addTo(byPlatform, r.platform, Math.max(0, Number(r.seconds)), Number(r.orders));
  }
  return byPlatform;
}

/** Seconds from accept to ready, per platform. */
async function preparationHistograms(db: Db, slices: ZoneSlice[]) {
  const byPlatform = new Map<string, Histogram>();
  const seconds = secondsBetween(db.engine, 'orders.accepted_at', 't.ready_at');
  for (const slice of slices) {
    const rows = await db.kysely
      .selectFrom('orders')
      .innerJoin('order_report_times as t', 't.order_id', 'orders.id')
      .select(['orders.platform', seconds.as('seconds')])
      .select((eb) => eb.fn.countAll<number>().as('orders'))
      .where('orders.venue_id', 'in', slice.venueIds)
      .where('orders.created_at', '>=', slice.from)
      .where('orders.created_at', '<', slice.to)
      .where('orders.accepted_at', 'is not', null)
      .where('t.ready_at', 'is not', null)
      .groupBy([sql`1`, sql`2`])
      .execute();
    for (const r of rows) addTo(byPlatform, r.platform, Math.max(0, Number(r.seconds)), Number(r.orders));
  }
  return byPlatform;
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

/** Orders whose POS hand-over failed, with their seconds in state BAD (up to now for those still BAD). */
async function badHandovers(
  db: Db,
  slices: ZoneSlice[],
  now: Date,
): Promise<TOperationsReport['badHandovers']> {
  const byPlatform = new Map<string, Histogram>();
  const stillBad = new Map<string, number>();
  let totalSeconds = 0;
  for (const slice of slices) {
    const rows = await db.kysely
      .selectFrom('orders')
      .innerJoin('order_report_times as t', 't.order_id', 'orders.id')
      .select(['orders.platform', 't.bad_since', 't.bad_seconds'])
      .where('orders.venue_id', 'in', slice.venueIds)
      .where('orders.created_at', '>=', slice.from)
      .where('orders.created_at', '<', slice.to)
      .where('t.bad_at', 'is not', null)
      .execute();
    for (const r of rows) {
      const open = r.bad_since
        ? Math.max(0, Math.round((now.getTime() - Date.parse(r.bad_since)) / 1000))
        : 0;
      const seconds = Number(r.bad_seconds) + open;
      totalSeconds += seconds;
      addTo(byPlatform, r.platform, seconds, 1);
      if (r.bad_since) stillBad.set(r.platform, (stillBad.get(r.platform) ?? 0) + 1);
    }
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

/** Sales (minor units) per venue inside the given windows, which do not overlap. */
async function salesInWindows(db: Db, windows: readonly { venueId: number; fromMs: number; toMs: number }[]) {
  const sums = new Map<number, number>();
  const CHUNK = 200;
  for (let i = 0; i < windows.length; i += CHUNK) {
    const chunk = windows.slice(i, i + CHUNK);
    const rows = await db.kysely
      .selectFrom('orders')
      .select('venue_id')
      .select((eb) => eb.fn.sum<number>('amount').as('minor'))
      .where('status_id', 'not in', [OrderStatus.RECEIVED, OrderStatus.REJECTED, OrderStatus.REFUNDED])
      .where((eb) =>
        eb.or(
          chunk.map((w) =>
            eb.and([
              eb('venue_id', '=', w.venueId),
              eb('created_at', '>=', new Date(w.fromMs).toISOString()),
              eb('created_at', '<', new Date(w.toMs).toISOString()),
            ]),
          ),
        ),
      )
      .groupBy('venue_id')
      .execute();
    for (const r of rows) sums.set(r.venue_id, (sums.get(r.venue_id) ?? 0) + Number(r.minor ?? 0));
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
      const hours = new WeeklyHours(venue.schedule);
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
 * rejections and cancellations, failed POS hand-overs, and offline time in opening hours with the
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

  const [accept, preparation, closed, bad, offline] = await Promise.all([
    acceptHistograms(db, slices),
    preparationHistograms(db, slices),
    closedOrders(db, slices),
    badHandovers(db, slices, now),
    offlineTime(db, venues, slices, now),
  ]);

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
    offline,
  };
}
