import { venueZoneName } from '@orderdesk/contracts';
import {
  PostgresAdapter,
  sql,
  type AliasedExpression,
  type ExpressionBuilder,
  type InferResult,
  type Insertable,
  type Kysely,
  type OperationNodeSource,
  type Selectable,
} from 'kysely';
import { ORDER_CHANGED_UNDER } from '../../db/migrations/036-order-write-guard';
import { hasRowLocks } from '../../db/row-locks';
import type { Database, OrdersTable, VenuesTable } from '../../db/schema';
import { shapedQuery, shapedRows } from '../../db/statement-shapes';
import { WriteBatch } from '../../db/write-batch';
import type { NewJob } from '../../jobs/job-queue';
import { trackOrderOperations } from '../reports/operations-rollup';
import {
  readOrderReportTimes,
  trackOrderReportTimes,
  type OrderReportTimes,
} from '../reports/order-report-times';
import { trackOrderSales } from '../reports/sales-rollup';
import { settingsOf, type SETTINGS_COLUMNS } from '../venues/venue-settings.repository';
import { LISTED_ORDER_COLUMNS, type ListedOrderRow, type OrderRow } from './order-mapper';

/** A job a new order starts; its payload lacks the order's id, which the order's insert adds first. */
export interface NewOrderJob extends Omit<NewJob, 'payload'> {
  payload: Record<string, unknown>;
}

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
 * Only the listed order's columns: the platform's payload, most of a row, stays in the database.
 */
export function listVenueOrders(
  db: Kysely<Database>,
  venueId: number,
  statusIds: number[],
  ascending: boolean,
  page: { limit: number; after?: OrderListPosition } = { limit: 500 },
): Promise<ListedOrderRow[]> {
  let query = db.selectFrom('orders').select(LISTED_ORDER_COLUMNS).where('venue_id', '=', venueId);
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
 * How a new order is inserted: as it is, or (`unlessCancelledEarly`) only while the platform's
 * cancellation of it has not come first (`early_cancellations`), which the insert itself looks for
 * instead of a read of its own before it.
 */
export interface OrderInsertGuard {
  unlessCancelledEarly?: boolean;
}

function orderInsert(db: Kysely<Database>, values: Insertable<OrdersTable>, guard: OrderInsertGuard) {
  const insert = db.insertInto('orders');
  if (!guard.unlessCancelledEarly) return insert.values(values);
  const columns = (Object.keys(values) as (keyof OrdersTable & string)[]).filter(
    (column) => values[column] !== undefined,
  );
  return insert
    .columns(columns)
    .expression(
      db
        .selectNoFrom((eb) => columns.map((column) => eb.val(values[column]).as(column)))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('early_cancellations')
                .select('early_cancellations.id')
                .where('early_cancellations.platform', '=', values.platform)
                .where('early_cancellations.platform_order_id', '=', values.platform_order_id),
            ),
          ),
        ),
    );
}

/** A new order's columns, and its platform's payload, which is kept beside it in `order_payloads`. */
export type NewOrderValues = Insertable<OrdersTable> & { platform_payload: string };

/** An order's payload as its platform sent it (JSON text); undefined for an order not stored. */
export async function platformPayloadOf(db: Kysely<Database>, orderId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_payloads')
    .select('platform_payload')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.platform_payload;
}

/**
 * Inserts unless the platform's order is already stored (or, with the guard, was cancelled before it
 * came), its payload beside it; returns the new row or undefined. A new order joins the daily sales
 * and operations roll-ups in the same transaction.
 */
export async function insertOrderOnce(
  db: Kysely<Database>,
  { platform_payload, ...values }: NewOrderValues,
  guard: OrderInsertGuard = {},
): Promise<OrderRow | undefined> {
  const row = await orderInsert(db, values, guard)
    .onConflict((oc) => oc.columns(['platform', 'platform_order_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await db.insertInto('order_payloads').values({ order_id: row.id, platform_payload }).execute();
    const zones = new Map<number, string>();
    await trackOrderSales(db, undefined, row, zones);
    await trackOrderOperations(db, undefined, row, zones);
  }
  return row;
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

/** What may change on an order beside its status and state, which only the order machine writes. */
export type OrderFieldChanges = Partial<Omit<OrderRow, 'id' | 'status_id' | 'state_id' | 'version'>>;

/** Columns a write sets; status and state only from the order machine (order-machine.ts). */
export type OrderWrite = OrderFieldChanges & Partial<Pick<OrderRow, 'status_id' | 'state_id'>>;

/**
 * Reads an order for a change: on PostgreSQL its row stays locked until the transaction ends, so the
 * change is decided on what is current and concurrent changes of the same order wait their turn. (On
 * SQLite a transaction already has the database to itself.)
 */
export function lockOrder(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (hasRowLocks(db) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The venue columns an order's change reads: its settings (the roll-ups' clock, the timers), its
 * cooking times and busy mode, whether it is open.
 */
export type OrderVenue = Pick<
  Selectable<VenuesTable>,
  | (typeof SETTINGS_COLUMNS)[number]
  | 'is_online'
  | 'default_cooking_time_minutes'
  | 'busy_extra_minutes'
  | 'busy_until'
>;

/**
 * An order with the report times its change may move (undefined: none kept yet) and its venue as read
 * with it (undefined only if the venue is gone): locked for a change (`lockOrderWithTimes`), or read
 * without a lock by a caller that writes its change as a compare-and-set on the version it read.
 */
export interface OrderWithTimes {
  order: OrderRow;
  times: OrderReportTimes | undefined;
  venue: OrderVenue | undefined;
}

/**
 * `lockOrder` with the order's report times (a change of status or state moves both) and its venue
 * (what a person's action checks, the roll-ups' clock, the timers it starts), in one read: one round
 * trip where there were four. Only the order's row is locked.
 */
export async function lockOrderWithTimes(
  db: Kysely<Database>,
  id: number,
): Promise<OrderWithTimes | undefined> {
  return (await readOrderWithTimes(db, id, { lock: true }))?.order;
}

/** The report times and venue columns read with an order (`readOrderWithTimes`). */
const ORDER_WITH_TIMES_COLUMNS = [
  't.order_id as rt_order_id',
  't.ready_at as rt_ready_at',
  't.bad_at as rt_bad_at',
  't.bad_since as rt_bad_since',
  't.bad_seconds as rt_bad_seconds',
  'v.id as v_id',
  'v.settings as v_settings',
  'v.time_zone_id as v_time_zone_id',
  'v.max_cooking_time_minutes as v_max_cooking_time_minutes',
  'v.default_cooking_time_minutes as v_default_cooking_time_minutes',
  'v.wolt_expires_at as v_wolt_expires_at',
  'v.bolt_expires_at as v_bolt_expires_at',
  'v.fudy_expires_at as v_fudy_expires_at',
  'v.is_online as v_is_online',
  'v.busy_extra_minutes as v_busy_extra_minutes',
  'v.busy_until as v_busy_until',
] as const;

/**
 * Columns of a caller's read with an order (`readOrderWithTimes`): `key` names them (the statement is
 * built once per key), `names` are their aliases, answered as they came in `also`.
 */
export interface AlsoColumns {
  key: string;
  names: readonly string[];
  columns: (eb: ExpressionBuilder<Database, 'orders'>) => AliasedExpression<unknown, string>[];
}

/**
 * The order with its report times and venue (`OrderWithTimes`) in one read, locked on PostgreSQL with
 * `lock`, and the caller's columns `also`. The statement is the same for every order: built once.
 */
export async function readOrderWithTimes(
  db: Kysely<Database>,
  id: number,
  opts: { lock: boolean; also?: AlsoColumns },
): Promise<{ order: OrderWithTimes; also: Record<string, unknown> } | undefined> {
  const locks = opts.lock && hasRowLocks(db);
  const read = (orderId: number) => {
    const query = db
      .selectFrom('orders')
      .leftJoin('order_report_times as t', 't.order_id', 'orders.id')
      .leftJoin('venues as v', 'v.id', 'orders.venue_id')
      .selectAll('orders')
      .select(ORDER_WITH_TIMES_COLUMNS)
      .select((eb) => opts.also?.columns(eb as unknown as ExpressionBuilder<Database, 'orders'>) ?? [])
      .where('orders.id', '=', orderId);
    return locks ? query.forUpdate('orders') : query;
  };
  const key = `order with times${locks ? ' locked' : ''}${opts.also ? ` and ${opts.also.key}` : ''}`;
  const row = (
    await db.executeQuery<InferResult<ReturnType<typeof read>>[number]>(
      shapedQuery(db, key, [id] as const, read),
    )
  ).rows[0];
  if (!row) return undefined;
  const {
    rt_order_id,
    rt_ready_at,
    rt_bad_at,
    rt_bad_since,
    rt_bad_seconds,
    v_id,
    v_settings,
    v_time_zone_id,
    v_max_cooking_time_minutes,
    v_default_cooking_time_minutes,
    v_wolt_expires_at,
    v_bolt_expires_at,
    v_fudy_expires_at,
    v_is_online,
    v_busy_extra_minutes,
    v_busy_until,
    ...rest
  } = row;
  const also: Record<string, unknown> = {};
  const order = rest as Record<string, unknown>;
  for (const name of opts.also?.names ?? []) {
    also[name] = order[name];
    delete order[name];
  }
  return {
    also,
    order: {
      order: order as unknown as OrderRow,
      times:
        rt_order_id === null
          ? undefined
          : {
              order_id: rt_order_id,
              ready_at: rt_ready_at,
              bad_at: rt_bad_at,
              bad_since: rt_bad_since,
              bad_seconds: rt_bad_seconds ?? 0,
            },
      venue:
        v_id === null
          ? undefined
          : {
              settings: v_settings!,
              time_zone_id: v_time_zone_id!,
              max_cooking_time_minutes: v_max_cooking_time_minutes!,
              default_cooking_time_minutes: v_default_cooking_time_minutes!,
              wolt_expires_at: v_wolt_expires_at,
              bolt_expires_at: v_bolt_expires_at,
              fudy_expires_at: v_fudy_expires_at,
              is_online: v_is_online!,
              busy_extra_minutes: v_busy_extra_minutes,
              busy_until: v_busy_until,
            },
    },
  };
}

/** The order as a write of `changes` over `before` leaves it: fields given as undefined are not written. */
export function orderAfter(before: OrderRow, changes: OrderWrite): OrderRow {
  const written = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...before, ...written, version: before.version + 1 };
}

/**
 * Writes `changes` over `before`, the order as the caller read it, raising its version. Read locked in
 * this transaction (on SQLite the transaction has the database to itself), the compare-and-set on the
 * version cannot lose, so the row it writes (`orderAfter`) is known before it is written: a change of
 * status or state keeps its report times (as of `now`), the daily sales and operations roll-ups follow
 * from `before` to that row, and they go with the update, together with `batch`'s writes so far and
 * `alongside`: on PostgreSQL in its statement (each a `WITH`), elsewhere just before it. Should the
 * compare-and-set lose all the same, it throws (`isOrderChangedUnder`), and nothing of the change is
 * written: on PostgreSQL the statement undoes itself, so it may also run on its own, outside a
 * transaction, on a row read without a lock (order-machine.ts `changeOrder` with `read`).
 */
export async function writeOrderRow(
  db: Kysely<Database>,
  before: OrderRow,
  changes: OrderWrite,
  now: string,
  /** The report times and venue as read with `before` (lockOrderWithTimes), so they are not read again. */
  known?: { times: OrderReportTimes | undefined; venue?: OrderVenue | undefined },
  /** The change's other writes, sent with the update (the report times and roll-ups join them). */
  batch: WriteBatch = new WriteBatch(db),
  /** Writes of other tables that need neither the order nor an answer, sent with the update. */
  alongside: readonly OperationNodeSource[] = [],
): Promise<OrderRow> {
  const after = orderAfter(before, changes);
  const touchesSales = SALES_FIELDS.some((field) => changes[field] !== undefined);
  const touchesOperations = OPERATIONS_FIELDS.some((field) => changes[field] !== undefined);
  const timesBefore = touchesOperations
    ? known
      ? known.times
      : await readOrderReportTimes(db, before.id)
    : undefined;
  let timesAfter = timesBefore;
  if (changes.status_id !== undefined || changes.state_id !== undefined) {
    timesAfter = await trackOrderReportTimes(db, after, now, { current: timesBefore }, batch);
  }
  // The venue's time zone (which local day an order counts on) is read once for both roll-ups, or
  // taken from the venue read with the order.
  const zones = new Map<number, string>();
  if (known?.venue && (touchesSales || touchesOperations))
    zones.set(before.venue_id, venueZoneName(settingsOf(known.venue)));
  if (touchesSales) await trackOrderSales(db, before, after, zones, batch);
  if (touchesOperations)
    await trackOrderOperations(db, { ...before, ...timesBefore }, { ...after, ...timesAfter }, zones, batch);
  const writes = [...alongside, ...batch.take()];
  const update = db
    .updateTable('orders')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .returningAll();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // A data-modifying WITH runs whether or not the update matches: a lost compare-and-set raises
    // (migration 036), which undoes the whole statement.
    const withs = writes.map((write, i) => sql`${sql.id(`alongside_${i}`)} AS (${write})`);
    const { rows } = await sql<OrderRow>`WITH ${sql.join([...withs, sql`written AS (${update})`])}
      SELECT written.* FROM (VALUES (1)) AS one (x) LEFT JOIN written ON true
      WHERE CASE WHEN written.id IS NOT NULL THEN true ELSE order_changed_under(${before.id}) END`.execute(
      db,
    );
    return rows[0]!;
  }
  for (const write of writes) await sql`${write}`.execute(db);
  const row = await update.executeTakeFirst();
  if (!row) throw new OrderChangedUnder(before.id);
  return row;
}

/** An order's compare-and-set on its version that lost: someone changed the order since it was read. */
class OrderChangedUnder extends Error {
  readonly code = ORDER_CHANGED_UNDER;
  constructor(orderId: number) {
    super(`Order ${orderId} changed under its writer: nothing of the change is written`);
  }
}

/** Whether `writeOrderRow` failed because the order changed since it was read (on either engine). */
export function isOrderChangedUnder(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ORDER_CHANGED_UNDER;
}

/**
 * Changes an order's fields other than status and state (the POS check's ids, an error to show, a
 * timer's time) on its current row, updated at `now`; runs inside the caller's transaction, or as one
 * of its own.
 */
export async function updateOrder(
  db: Kysely<Database>,
  id: number,
  changes: OrderFieldChanges,
  now: string,
): Promise<OrderRow | undefined> {
  const fields = { ...changes, updated_at: now };
  // Fields the roll-ups do not read (the POS check's ids, an error to show, a timer's time): one
  // statement raising the version, atomic on its own, rather than a read, a write and a transaction.
  if (!touchesRollups(fields))
    return db
      .updateTable('orders')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  const write = async (trx: Kysely<Database>) => {
    const locked = await lockOrderWithTimes(trx, id);
    return locked ? writeOrderRow(trx, locked.order, fields, now, locked) : undefined;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** The check's ids r_keeper gave the order (CreateOrder's answer): fields the report roll-ups do not read. */
export type CheckIds = Partial<Pick<OrderRow, 'pos_guid' | 'pos_visit_id' | 'pos_order_number'>>;

/**
 * On PostgreSQL, fields the roll-ups do not read (as `updateOrder` writes them alone) together with
 * rows of the order's call log, in one statement: the log entries in a `WITH`. Answers the order as
 * written and the last log entry's id (ids are drawn in the order the entries are given).
 */
export async function updateOrderWithCallLog(
  db: Kysely<Database>,
  id: number,
  changes: CheckIds,
  now: string,
  logEntries: Insertable<Database['order_attempts']>[],
): Promise<{ order: OrderRow; logId: number }> {
  const fields = shapedRows([{ ...changes, updated_at: now }]);
  const entries = shapedRows(logEntries);
  const build = (orderId: number, ...markers: unknown[]) =>
    db
      .with('logged', (qb) =>
        qb
          .insertInto('order_attempts')
          .values(entries.rebuild(markers.slice(fields.values.length)))
          .returning('id'),
      )
      .updateTable('orders')
      .set((eb) => ({ ...fields.rebuild(markers)[0]!, version: eb('version', '+', 1) }))
      .where('orders.id', '=', orderId)
      .returningAll('orders')
      .returning((eb) =>
        eb
          .selectFrom('logged')
          .select((l) => l.fn.max('logged.id').as('id'))
          .as('logged_id'),
      );
  const { rows } = await db.executeQuery<InferResult<ReturnType<typeof build>>[number]>(
    shapedQuery(
      db,
      `order with call log ${fields.key} | ${entries.key}`,
      [id, ...fields.values, ...entries.values],
      build,
    ),
  );
  if (!rows[0]) throw new Error(`Order ${id} is gone`);
  const { logged_id: logId, ...order } = rows[0];
  return { order, logId: Number(logId) };
}

/** Whether a write changes what the sales or operations roll-ups or the report times read. */
function touchesRollups(changes: OrderWrite): boolean {
  return (
    changes.status_id !== undefined ||
    changes.state_id !== undefined ||
    SALES_FIELDS.some((field) => changes[field] !== undefined) ||
    OPERATIONS_FIELDS.some((field) => changes[field] !== undefined)
  );
}

/**
 * Marks an order's r_keeper check as being voided unless someone did first (docs/adr/0001: one winner):
 * true when this caller takes the void. The mark is the time, so only its taker can release it.
 */
export async function claimOrderVoid(db: Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ pos_voided_at: at })
    .where('id', '=', orderId)
    .where('pos_voided_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Takes back a void mark after its void failed, so the next try voids the check. */
export async function releaseOrderVoid(db: Kysely<Database>, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ pos_voided_at: null })
    .where('id', '=', orderId)
    .where('pos_voided_at', '=', at)
    .execute();
}
