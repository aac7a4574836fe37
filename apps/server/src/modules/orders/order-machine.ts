import { decideOrderEvent, isFinalStatus, type OrderEvent } from '@orderdesk/contracts';
import type { Kysely, OperationNodeSource } from 'kysely';
import type { OrderDeps } from './order-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { WriteBatch } from '../../db/write-batch';
import { auditInsert } from '../audit/audit';
import { enqueueVoid } from './pos-requests';
import type { OrderRow } from './order-mapper';
import { publishOrderRows } from './order-events';
import {
  isOrderChangedUnder,
  lockOrderWithTimes,
  readOrderWithTimes,
  orderAfter,
  writeOrderRow,
  type OrderFieldChanges,
  type OrderVenue,
  type OrderWithTimes,
} from './orders.repository';

/**
 * One change of an order, planned on its current row: the event the machine decides on (none for a
 * change of fields only, e.g. a new cooking time), the fields that change with it, the audit entry,
 * and the jobs it starts, which commit with it or not at all.
 */
export interface OrderChange {
  event: OrderEvent | null;
  changes?: OrderFieldChanges;
  /**
   * The audit entry: `before` and `after` as given, or else the status (and the state where it
   * changed) before and after, `details` added to after.
   */
  audit?: {
    userId: number | null;
    action: string;
    details?: Record<string, unknown> | undefined;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  } | null;
  /**
   * Jobs and timers that go with the change, in its transaction, planned before the order's update
   * (`row` is the order as that update writes it). A write whose answer it does not need goes in
   * `batch`, sent with the update, its roll-ups and audit entry; it may not write the order itself.
   * A change with effects is made with the order locked (`changeOrder`).
   */
  effects?: (trx: Kysely<Database>, row: OrderRow, before: OrderRow, batch: WriteBatch) => Promise<void>;
  /**
   * Jobs and timers whose every write goes in `batch` (reads go through `batch.db`): sent with the
   * update like `effects`' batched writes, and, needing no transaction of their own, they let the
   * change be one statement on a row read without a lock (`changeOrder`).
   */
  batchedEffects?: (row: OrderRow, before: OrderRow, batch: WriteBatch) => Promise<void>;
  /**
   * Writes of other tables that need neither the order nor an answer (a POS call's answer in its
   * attempt log): sent with the order's update, on PostgreSQL in its statement, so they cost no round
   * trip of their own. Written only when the change is.
   */
  alongside?: OperationNodeSource[];
}

export type OrderChangeOutcome =
  | { changed: true; row: OrderRow; before: OrderRow }
  | { changed: false; row: OrderRow | undefined; reason: string };

/**
 * Who ended an order that ends with this change, and from which status: a board rings for a platform's
 * cancellation of an order it already accepted, never for its own reject.
 */
function endingOf(
  current: OrderRow,
  to: number,
  event: OrderEvent,
): Pick<OrderRow, 'ended_by' | 'ended_from_status'> | undefined {
  if (!isFinalStatus(to) || isFinalStatus(current.status_id)) return undefined;
  return {
    ended_by: event.kind === 'platform' ? 'platform' : 'venue',
    ended_from_status: current.status_id,
  };
}

/**
 * What `plan` may read beside the order: its venue as read with it, and `trx` to read more (the
 * change's transaction on the locked way, the database itself on the way as read). A plan only reads:
 * what the change writes goes in the change.
 */
export interface OrderPlanning {
  venue: OrderVenue | undefined;
  trx: Kysely<Database>;
}

/**
 * The only writer of an order's status and state (docs/adr/0001-one-owner-for-an-orders-life.md).
 * Reads the order with its venue, lets `plan` decide on that current row (a string is a refusal; an
 * error thrown ends the change with nothing written), asks the machine where the event takes it, and
 * writes the result as a compare-and-set on its version together with the audit entry and the
 * change's jobs. The loser of a race is refused on what the winner left, so it starts no job and no
 * platform call. Once committed, the order goes to its venue's boards with its new version.
 *
 * The usual way is one transaction with the order read locked (`changeLocked`). On PostgreSQL a change
 * is first planned on the order read without a lock, or on `read`, the order as the caller read it
 * with its times and venue (and wrote it since, if at all), and written as one statement
 * (`changeAsRead`): two round trips where the locked way takes four, or one with `read`. Its
 * compare-and-set on the version read either wins, and the change is the one the locked way would have
 * made on that same row, or undoes the whole statement, and the change is made the locked way on the
 * current row. Only a change whose writes all go in that statement takes it: no `effects`, and not an
 * ending (whose check void is queued with it); a refusal is decided again the locked way too.
 */
export async function changeOrder(
  ctx: OrderDeps,
  orderId: number,
  plan: OrderPlan,
  read?: OrderWithTimes,
): Promise<OrderChangeOutcome> {
  let made: MadeChange | null = null;
  if (ctx.db.engine === 'postgres') {
    const found = read ?? (await readOrderWithTimes(ctx.db.kysely, orderId, { lock: false }))?.order;
    if (!found) return { changed: false, row: undefined, reason: 'The order does not exist' };
    made = await changeAsRead(ctx, found, plan);
  }
  made ??= await changeLocked(ctx, orderId, plan);
  const { outcome, mayHaveQueued } = made;
  if (outcome.changed) {
    publishOrderRows(ctx, [outcome.row]);
    // Only where there may be a job to run: each nudge costs the worker a claim, a round trip.
    if (mayHaveQueued) ctx.worker.nudge();
  }
  return outcome;
}

type OrderPlan = (
  current: OrderRow,
  planning: OrderPlanning,
) => OrderChange | string | Promise<OrderChange | string>;

/** A change made (or refused), and whether it may have queued a job: effects, or a check's void. */
interface MadeChange {
  outcome: OrderChangeOutcome;
  mayHaveQueued: boolean;
}

/**
 * The change in one transaction on the order read locked (on SQLite the transaction has the database
 * to itself): decided on the locked row, the write cannot lose, so the order after it is known before
 * it is written, and everything the change writes goes with it (writeOrderRow), on PostgreSQL in one
 * statement sent before the commit.
 */
async function changeLocked(ctx: OrderDeps, orderId: number, plan: OrderPlan): Promise<MadeChange> {
  let mayHaveQueued = false;
  const outcome = await ctx.groupCommit.run(async (trx): Promise<OrderChangeOutcome> => {
    mayHaveQueued = false;
    // The order (locked on PostgreSQL), its report times and its venue, in one read.
    const locked = await lockOrderWithTimes(trx, orderId);
    if (!locked) return { changed: false, row: undefined, reason: 'The order does not exist' };
    const current = locked.order;
    const change = await plan(current, { venue: locked.venue, trx });
    if (typeof change === 'string') return { changed: false, row: current, reason: change };
    const decided = decide(ctx, current, change);
    if (typeof decided === 'string') return { changed: false, row: current, reason: decided };
    const { fields, after, now } = decided;
    const batch = new WriteBatch(trx);
    await change.effects?.(trx, after, current, batch);
    await change.batchedEffects?.(after, current, batch);
    // An order that ends (rejected here, cancelled or refunded by the platform) has its r_keeper check,
    // if there is one, voided or returned by a durable job: once, as it ends only once.
    const ends = endsOrder(current, after);
    if (ends) await enqueueVoid(ctx, trx, orderId);
    mayHaveQueued = change.effects !== undefined || change.batchedEffects !== undefined || ends;
    addAudit(trx, batch, change, current, after, now);
    const row = await writeOrderRow(trx, current, fields, now, locked, batch, change.alongside);
    return { changed: true, row, before: current };
  });
  return { outcome, mayHaveQueued };
}

/**
 * The change planned on `read` and written as one statement outside a transaction (PostgreSQL): made,
 * or null where it must go the locked way (refused on that row, effects of its own, an ending, or the
 * order changed since it was read).
 */
async function changeAsRead(
  ctx: OrderDeps,
  read: OrderWithTimes,
  plan: OrderPlan,
): Promise<MadeChange | null> {
  const db = ctx.db.kysely;
  const current = read.order;
  const change = await plan(current, { venue: read.venue, trx: db });
  if (typeof change === 'string' || change.effects) return null;
  const decided = decide(ctx, current, change);
  if (typeof decided === 'string' || endsOrder(current, decided.after)) return null;
  const { fields, after, now } = decided;
  const batch = new WriteBatch(db);
  await change.batchedEffects?.(after, current, batch);
  addAudit(db, batch, change, current, after, now);
  try {
    const row = await writeOrderRow(db, current, fields, now, read, batch, change.alongside);
    return {
      outcome: { changed: true, row, before: current },
      mayHaveQueued: change.batchedEffects !== undefined,
    };
  } catch (error) {
    if (isOrderChangedUnder(error)) return null;
    throw error;
  }
}

/** Where the change takes the order: the fields it writes and the order after them, or the machine's refusal. */
function decide(
  ctx: OrderDeps,
  current: OrderRow,
  change: OrderChange,
): { fields: OrderFieldChanges; after: OrderRow; now: string } | string {
  let position = {};
  if (change.event) {
    const decision = decideOrderEvent(
      { statusId: current.status_id, stateId: current.state_id },
      change.event,
    );
    if (!decision.ok) return decision.reason;
    position = {
      status_id: decision.statusId,
      state_id: decision.stateId,
      ...endingOf(current, decision.statusId, change.event),
    };
  }
  const now = clockIso(ctx.clock);
  const fields = { ...change.changes, ...position, updated_at: now };
  return { fields, after: orderAfter(current, fields), now };
}

/** Whether the change ends the order (its check then has a void queued with it). */
function endsOrder(current: OrderRow, after: OrderRow): boolean {
  return isFinalStatus(after.status_id) && !isFinalStatus(current.status_id);
}

/** The change's audit entry, if it has one, into `batch`. */
function addAudit(
  db: Kysely<Database>,
  batch: WriteBatch,
  change: OrderChange,
  current: OrderRow,
  after: OrderRow,
  now: string,
): void {
  if (!change.audit) return;
  const stateChanged = after.state_id !== current.state_id;
  batch.add(
    auditInsert(db, {
      userId: change.audit.userId,
      at: now,
      action: change.audit.action,
      entity: 'order',
      entityId: current.id,
      before: change.audit.before ?? {
        statusId: current.status_id,
        ...(stateChanged ? { stateId: current.state_id } : {}),
      },
      after: change.audit.after ?? {
        statusId: after.status_id,
        ...(stateChanged ? { stateId: after.state_id } : {}),
        ...change.audit.details,
      },
    }),
  );
}
