import { sql, type Insertable, type Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database, OrdersTable } from '../../db/schema';
import { newJobRow } from '../../jobs/job-queue';
import { trackOrderOperations } from '../reports/operations-rollup';
import { readOrderReportTimes, trackOrderReportTimes } from '../reports/order-report-times';
import { trackOrderSales } from '../reports/sales-rollup';
import type { OrderRow } from './order-mapper';
import type { NewOrderJob } from './order-timers';

export function findOrder(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where a page of a list starts: after this order in the list's order. */
export interface OrderListPosition {
  createdAt: string;
  id: number;
}

/**
 * A venue's orders in the given statuses, newest first (or oldest with `ascending`), `limit` of them
 * from `after` on: a keyset page on (created_at, id), so paging on never skips or repeats an order.
 */
export function listVenueOrders(
  db: Kysely<Database>,
  venueId: number,
  statusIds: number[],
  ascending: boolean,
  page: { limit: number; after?: OrderListPosition } = { limit: 500 },
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('venue_id', '=', venueId);
  if (statusIds.length > 0) query = query.where('status_id', 'in', statusIds);
  const after = page.after;
  if (after) {
    const beyond = ascending ? '>' : '<';
    query = query.where((eb) =>
      eb.or([
        eb('created_at', beyond, after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', beyond, after.id)]),
      ]),
    );
  }
  return query
    .orderBy('created_at', ascending ? 'asc' : 'desc')
    .orderBy('id', ascending ? 'asc' : 'desc')
    .limit(page.limit)
    .execute();
}

/**
 * Inserts unless the platform's order is already stored; returns the new row or undefined. A new
 * order joins the daily sales and operations roll-ups in the same transaction.
 */
export async function insertOrderOnce(
  db: Kysely<Database>,
  values: Insertable<OrdersTable>,
): Promise<OrderRow | undefined> {
  const row = await db
    .insertInto('orders')
    .values(values)
    .onConflict((oc) => oc.columns(['platform', 'platform_order_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await trackOrderSales(db, undefined, row);
    await trackOrderOperations(db, undefined, row);
  }
  return row;
}

/**
 * PostgreSQL: inserts the order unless it is already stored and, when it was inserted, the jobs it
 * starts, all in one statement (atomic without a transaction of its own: one round trip instead of
 * four or more). Each job's payload gets the new order's id as its first field. Only for an order
 * that adds nothing to the sales and operations roll-ups (not counted in sales, not accepted): the
 * roll-ups' writes are `insertOrderOnce`'s.
 */
export async function insertUncountedOrderWithJobs(
  db: Kysely<Database>,
  values: Insertable<OrdersTable>,
  jobs: NewOrderJob[],
  defaults: { maxAttempts: number },
): Promise<OrderRow | undefined> {
  const insert = db
    .insertInto('orders')
    .values(values)
    .onConflict((oc) => oc.columns(['platform', 'platform_order_id']).doNothing())
    .returningAll();
  const now = nowIso();
  const jobInserts = jobs.map((job, i) => {
    const row = newJobRow(job, defaults, now);
    // `{"orderId":<id>` and then the rest of the payload as JSON.stringify writes it.
    const rest = row.payload.slice(1);
    return sql`, ${sql.raw(`job${i}`)} AS (
      INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until,
                        last_error, created_at, updated_at)
      SELECT ${row.type}, '{"orderId":' || o.id::text || ${rest === '}' ? '}' : `,${rest}`}, ${row.status}, 0,
             ${row.max_attempts}, ${row.run_at}, NULL, NULL, NULL, ${now}, ${now}
      FROM o)`;
  });
  const { rows } = await sql<OrderRow>`WITH o AS (${insert})${sql.join(jobInserts, sql``)}
    SELECT * FROM o`.execute(db);
  return rows[0];
}

/** The order fields its contribution to the sales roll-up depends on. */
const SALES_FIELDS = ['status_id', 'amount', 'created_at', 'venue_id', 'platform', 'currency'] as const;
/** The order fields its contribution to the operations roll-up depends on (status and state through its report times). */
const OPERATIONS_FIELDS = [
  'status_id',
  'state_id',
  'accepted_at',
  'created_at',
  'venue_id',
  'platform',
] as const;

/**
 * Updates an order; a change of status or state also keeps its report times (ready, time BAD), and
 * the daily sales and operations roll-ups follow (the old contribution taken back, the new one added).
 */
export async function updateOrder(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<OrderRow, 'id'>>,
): Promise<OrderRow | undefined> {
  const touchesSales = SALES_FIELDS.some((field) => changes[field] !== undefined);
  const touchesOperations = OPERATIONS_FIELDS.some((field) => changes[field] !== undefined);
  const before = touchesSales || touchesOperations ? await findOrder(db, id) : undefined;
  const timesBefore = touchesOperations ? await readOrderReportTimes(db, id) : undefined;
  const row = await db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  let timesAfter = timesBefore;
  if (row && (changes.status_id !== undefined || changes.state_id !== undefined)) {
    timesAfter = await trackOrderReportTimes(db, row, { current: timesBefore });
  }
  if (row && before) {
    if (touchesSales) await trackOrderSales(db, before, row);
    if (touchesOperations)
      await trackOrderOperations(db, { ...before, ...timesBefore }, { ...row, ...timesAfter });
  }
  return row;
}
