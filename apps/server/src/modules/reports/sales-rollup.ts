import { SALES_EXCLUDED_STATUSES, venueZoneName } from '@orderdesk/contracts';
import { type Kysely, sql, type RawBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeNowOrInBatch, type WriteBatch } from '../../db/write-batch';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { localParts, rollupSegments, type RollupSegment } from './rollup-segments';

/*
 * The daily sales roll-up (table report_sales_days): one row per venue, venue-local day, platform and
 * currency with the count and minor-unit sum of its sales, in total and per local hour. Sales reports
 * read whole local days from it instead of every order. Every order insert and status change adds the
 * order's new contribution and takes back its old one in the same transaction; `rebuildSalesRollup`
 * computes it afresh from the orders (the migration, a venue moving to another clock, the benchmark).
 */

export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const COUNTS = ['orders', 'minor', ...HOURS.flatMap((h) => [`orders_h${h}`, `minor_h${h}`])];
const EXCLUDED = SALES_EXCLUDED_STATUSES as readonly number[];

/** What of an order the roll-up depends on. */
export interface RollupOrder {
  venue_id: number;
  platform: string;
  currency: string;
  amount: number;
  status_id: number;
  created_at: string;
}

function isSale(order: RollupOrder): boolean {
  return !EXCLUDED.includes(order.status_id);
}

/** Whether two versions of an order add the same to the roll-up. */
function sameContribution(a: RollupOrder, b: RollupOrder): boolean {
  if (!isSale(a) && !isSale(b)) return true;
  return (
    isSale(a) === isSale(b) &&
    a.venue_id === b.venue_id &&
    a.platform === b.platform &&
    a.currency === b.currency &&
    a.amount === b.amount &&
    a.created_at === b.created_at
  );
}

/**
 * The name of the clock a venue's days and hours are counted on. `zones` keeps what was read for the
 * rest of one write (an order's change moves both roll-ups), so it is read once, in that transaction.
 */
export async function venueZone(
  db: Kysely<Database>,
  venueId: number,
  zones?: Map<number, string>,
): Promise<string> {
  const known = zones?.get(venueId);
  if (known) return known;
  const zone = venueZoneName(await readVenueSettings(db, venueId));
  zones?.set(venueId, zone);
  return zone;
}

const onConflictAdd = sql.raw(
  `ON CONFLICT (venue_id, local_date, platform, currency) DO UPDATE SET ${COUNTS.map(
    (c) => `${c} = report_sales_days.${c} + excluded.${c}`,
  ).join(', ')}`,
);

/** One order's counts in its row of the roll-up: its sale added (`sign` 1) or taken back (`sign` -1). */
interface SalesDelta {
  key: string;
  venueId: number;
  localDate: string;
  weekday: number;
  platform: string;
  currency: string;
  counts: number[];
}

async function salesDeltaOf(
  db: Kysely<Database>,
  order: RollupOrder,
  sign: 1 | -1,
  zones?: Map<number, string>,
): Promise<SalesDelta | undefined> {
  if (!isSale(order)) return undefined;
  const local = DateTime.fromISO(order.created_at, { zone: await venueZone(db, order.venue_id, zones) });
  const hour = HOURS[local.hour]!;
  const minor = sign * order.amount;
  const counts = COUNTS.map((c) => {
    if (c === 'orders' || c === `orders_h${hour}`) return sign;
    if (c === 'minor' || c === `minor_h${hour}`) return minor;
    return 0;
  });
  const localDate = local.toFormat('yyyy-MM-dd');
  const key = [order.venue_id, localDate, order.platform, order.currency].join('\u0000');
  return {
    key,
    venueId: order.venue_id,
    localDate,
    weekday: local.weekday,
    platform: order.platform,
    currency: order.currency,
    counts,
  };
}

/** Deltas of one row added up (one statement may touch a row only once); rows that net to nothing dropped. */
function mergedDeltas(deltas: (SalesDelta | undefined)[]): SalesDelta[] {
  const rows = new Map<string, SalesDelta>();
  for (const d of deltas) {
    if (!d) continue;
    const same = rows.get(d.key);
    if (same) same.counts = same.counts.map((n, i) => n + d.counts[i]!);
    else rows.set(d.key, { ...d });
  }
  return [...rows.values()].filter((d) => d.counts.some((n) => n !== 0));
}

/**
 * Keeps the roll-up right after an order was inserted (`before` undefined) or changed, in one
 * statement: run now, or added to the change's `batch`.
 */
export async function trackOrderSales(
  db: Kysely<Database>,
  before: RollupOrder | undefined,
  after: RollupOrder,
  zones?: Map<number, string>,
  batch?: WriteBatch,
): Promise<void> {
  if (before && sameContribution(before, after)) return;
  const rows = mergedDeltas([
    before && (await salesDeltaOf(db, before, -1, zones)),
    await salesDeltaOf(db, after, 1, zones),
  ]);
  if (rows.length === 0) return;
  const values = rows.map(
    (r) =>
      sql`(${r.venueId}, ${r.localDate}, ${r.weekday}, ${r.platform}, ${r.currency}, ${sql.join(r.counts)})`,
  );
  const write = sql`INSERT INTO report_sales_days (venue_id, local_date, weekday, platform, currency, ${sql.raw(COUNTS.join(', '))})
    VALUES ${sql.join(values)}
    ${onConflictAdd}`;
  await writeNowOrInBatch(db, write, batch);
}

function rebuildSegment(engine: Engine, segment: RollupSegment): RawBuilder<unknown> {
  const { venueIds, from, to } = segment;
  const p = localParts(engine, segment.offsetMinutes);
  const hourSums = HOURS.flatMap((h) => [
    `sum(CASE WHEN ${p.hour} = '${h}' THEN 1 ELSE 0 END)`,
    `sum(CASE WHEN ${p.hour} = '${h}' THEN amount ELSE 0 END)`,
  ]);
  return sql`INSERT INTO report_sales_days (venue_id, local_date, weekday, platform, currency, ${sql.raw(COUNTS.join(', '))})
    SELECT venue_id, ${sql.raw(p.date)}, ${sql.raw(p.weekday)}, platform, currency, count(*), sum(amount),
      ${sql.raw(hourSums.join(', '))}
    FROM orders
    WHERE venue_id IN (${sql.join(venueIds)}) AND created_at >= ${from} AND created_at < ${to}
      AND status_id NOT IN (${sql.join([...EXCLUDED])})
    GROUP BY venue_id, ${sql.raw(p.date)}, ${sql.raw(p.weekday)}, platform, currency
    ${onConflictAdd}`;
}

/**
 * Computes the roll-up of the venues (all when `venueIds` is omitted) afresh from their orders: one
 * INSERT … SELECT per clock and stretch of constant offset, so daylight-saving changes split the work
 * at the exact instant.
 */
export async function rebuildSalesRollup(
  db: Kysely<Database>,
  engine: Engine,
  venueIds?: number[],
): Promise<void> {
  if (venueIds?.length === 0) return;
  let clear = db.deleteFrom('report_sales_days');
  if (venueIds) clear = clear.where('venue_id', 'in', venueIds);
  await clear.execute();
  for (const segment of await rollupSegments(db, venueIds)) {
    await rebuildSegment(engine, segment).execute(db);
  }
}
