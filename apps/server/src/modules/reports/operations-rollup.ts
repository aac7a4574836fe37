import { type Kysely, sql, type RawBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeNowOrInBatch, type WriteBatch } from '../../db/write-batch';
import { wholeSecondsBetween } from './local-time-sql';
import { localParts, rollupSegments, type RollupSegment } from './rollup-segments';
import { venueZone } from './sales-rollup';

/*
 * The daily operations roll-up (table report_operation_days): per venue, venue-local day (of the
 * order's `created_at`) and platform, how many orders took each whole number of seconds to accept
 * (`accept`), to become READY after the accept (`prep`), and how many seconds the BAD spells of an
 * order whose POS hand-over failed lasted once it is GOOD again (`bad`). Exact seconds, so medians
 * and percentiles read from it are the exact ones. Orders still BAD are not in it: their time grows
 * until now, so the report reads them from order_report_times. Every order insert and change of
 * status, state or accept time takes back the order's old contribution and adds its new one in the
 * same transaction; `rebuildOperationsRollup` computes it afresh (the migration, a venue moving to
 * another clock, the benchmark).
 */

export type OperationsMeasure = 'accept' | 'prep' | 'bad';

/** What of an order and its report times the roll-up depends on. */
export interface OperationsOrder {
  venue_id: number;
  platform: string;
  created_at: string;
  accepted_at: string | null;
  ready_at?: string | null;
  bad_at?: string | null;
  bad_since?: string | null;
  bad_seconds?: number;
}

/** Whole seconds from one ISO instant to a later one, half a second rounded up, never below zero. */
export function wholeSeconds(from: string, to: string): number {
  return Math.floor((Math.max(0, Date.parse(to) - Date.parse(from)) + 500) / 1000);
}

function contributions(order: OperationsOrder): { measure: OperationsMeasure; seconds: number }[] {
  const out: { measure: OperationsMeasure; seconds: number }[] = [];
  if (order.accepted_at) {
    out.push({ measure: 'accept', seconds: wholeSeconds(order.created_at, order.accepted_at) });
    if (order.ready_at)
      out.push({ measure: 'prep', seconds: wholeSeconds(order.accepted_at, order.ready_at) });
  }
  if (order.bad_at && !order.bad_since) out.push({ measure: 'bad', seconds: Number(order.bad_seconds ?? 0) });
  return out;
}

const onConflictAdd = sql.raw(
  `ON CONFLICT (venue_id, local_date, platform, measure, seconds) DO UPDATE SET orders = report_operation_days.orders + excluded.orders`,
);

/** Keeps the roll-up right after an order was inserted (`before` undefined) or changed. */
export async function trackOrderOperations(
  db: Kysely<Database>,
  before: OperationsOrder | undefined,
  after: OperationsOrder,
  /** Venues' clocks already read in this write (venueZone). */
  zones = new Map<number, string>(),
  /** The change's writes sent together: the roll-up's statement joins them instead of running now. */
  batch?: WriteBatch,
): Promise<void> {
  const deltas = new Map<
    string,
    { venueId: number; createdAt: string; platform: string; measure: string; seconds: number; orders: number }
  >();
  const add = (order: OperationsOrder, sign: 1 | -1) => {
    for (const c of contributions(order)) {
      const key = [order.venue_id, order.created_at, order.platform, c.measure, c.seconds].join('\u0000');
      const d = deltas.get(key) ?? {
        venueId: order.venue_id,
        createdAt: order.created_at,
        platform: order.platform,
        measure: c.measure,
        seconds: c.seconds,
        orders: 0,
      };
      d.orders += sign;
      deltas.set(key, d);
    }
  };
  if (before) add(before, -1);
  add(after, 1);
  const changed = [...deltas.values()].filter((d) => d.orders !== 0);
  if (changed.length === 0) return;
  const rows: { key: string; values: RawBuilder<unknown>; orders: number }[] = [];
  for (const d of changed) {
    const zone = await venueZone(db, d.venueId, zones);
    const date = DateTime.fromISO(d.createdAt, { zone }).toFormat('yyyy-MM-dd');
    // Two versions on the same local day add to one row: one statement may touch a row only once.
    const key = [d.venueId, date, d.platform, d.measure, d.seconds].join('\u0000');
    const same = rows.find((r) => r.key === key);
    const orders = (same?.orders ?? 0) + d.orders;
    const values = sql`(${d.venueId}, ${date}, ${d.platform}, ${d.measure}, ${d.seconds}, ${orders})`;
    if (same) Object.assign(same, { values, orders });
    else rows.push({ key, values, orders });
  }
  const net = rows.filter((r) => r.orders !== 0);
  if (net.length === 0) return;
  const write = sql`INSERT INTO report_operation_days (venue_id, local_date, platform, measure, seconds, orders)
    VALUES ${sql.join(net.map((r) => r.values))}
    ${onConflictAdd}`;
  await writeNowOrInBatch(db, write, batch);
}

function rebuildSegment(engine: Engine, segment: RollupSegment): RawBuilder<unknown>[] {
  const { venueIds, from, to } = segment;
  const date = sql.raw(localParts(engine, segment.offsetMinutes, 'o.created_at').date);
  const inSegment = sql`o.venue_id IN (${sql.join(venueIds)}) AND o.created_at >= ${from} AND o.created_at < ${to}`;
  const accept = wholeSecondsBetween(engine, 'o.created_at', 'o.accepted_at');
  const prep = wholeSecondsBetween(engine, 'o.accepted_at', 't.ready_at');
  const insert = sql`INSERT INTO report_operation_days (venue_id, local_date, platform, measure, seconds, orders)`;
  return [
    sql`${insert}
      SELECT o.venue_id, ${date}, o.platform, 'accept', ${accept}, count(*) FROM orders o
      WHERE ${inSegment} AND o.accepted_at IS NOT NULL
      GROUP BY o.venue_id, ${date}, o.platform, ${accept}
      ${onConflictAdd}`,
    sql`${insert}
      SELECT o.venue_id, ${date}, o.platform, 'prep', ${prep}, count(*)
      FROM orders o INNER JOIN order_report_times t ON t.order_id = o.id
      WHERE ${inSegment} AND o.accepted_at IS NOT NULL AND t.ready_at IS NOT NULL
      GROUP BY o.venue_id, ${date}, o.platform, ${prep}
      ${onConflictAdd}`,
    sql`${insert}
      SELECT o.venue_id, ${date}, o.platform, 'bad', t.bad_seconds, count(*)
      FROM orders o INNER JOIN order_report_times t ON t.order_id = o.id
      WHERE ${inSegment} AND t.bad_at IS NOT NULL AND t.bad_since IS NULL
      GROUP BY o.venue_id, ${date}, o.platform, t.bad_seconds
      ${onConflictAdd}`,
  ];
}

/** Computes the roll-up of the venues (all when `venueIds` is omitted) afresh from their orders. */
export async function rebuildOperationsRollup(
  db: Kysely<Database>,
  engine: Engine,
  venueIds?: number[],
): Promise<void> {
  if (venueIds?.length === 0) return;
  let clear = db.deleteFrom('report_operation_days');
  if (venueIds) clear = clear.where('venue_id', 'in', venueIds);
  await clear.execute();
  for (const segment of await rollupSegments(db, venueIds)) {
    for (const statement of rebuildSegment(engine, segment)) await statement.execute(db);
  }
}
