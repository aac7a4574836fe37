import { FINAL_STATUSES, isFinalStatus, type TOrderAttempt } from '@orderdesk/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import { shapedQuery, shapedRows } from '../../db/statement-shapes';
import type { OrderRow, OrderWithPayload } from './order-mapper';
import {
  readOrderWithTimes,
  updateOrder,
  updateOrderWithCallLog,
  type CheckIds,
  type OrderWithTimes,
} from './orders.repository';

export type { CheckIds };

export interface SentCall {
  orderId: number;
  target: 'pos' | 'platform';
  operation: string;
  startedAt: Date;
}

export interface CallAnswer {
  durationMs: number;
  error: string | null;
  answeredAt: Date;
}

/** A call written down once, with its answer: a read, which changes nothing in the till. */
export interface AnsweredCall extends SentCall {
  answer: CallAnswer;
}

/**
 * Records a call as sent, before it goes out: committed on its own, never inside a long transaction,
 * so a crash while the call is under way leaves the row (unanswered) for the next try to look at.
 * A failure to write it stops the call: sending without a trace is what this guards against. Reads
 * answered before it (`earlier`) go in with it, ahead of it in the log.
 */
export async function recordSent(
  db: Kysely<Database>,
  call: SentCall,
  earlier: readonly AnsweredCall[] = [],
): Promise<number> {
  const entries = shapedRows([...earlier.map(answeredRow), sentRow(call)]);
  const { rows } = await db.executeQuery<{ id: number }>(
    shapedQuery(db, `sent call ${entries.key}`, entries.values, (...markers) =>
      db.insertInto('order_attempts').values(entries.rebuild(markers)).returning('id'),
    ),
  );
  return sentIdOf(rows);
}

/** The id of the sent call, inserted after the reads it carries: the largest of the insert's ids. */
function sentIdOf(rows: readonly { id: number }[]): number {
  return Math.max(...rows.map((row) => Number(row.id)));
}

/**
 * An order read for a call to its platform, and the call (`<platform> <action>`) written down as sent in
 * the same write, before it goes out: on PostgreSQL one statement. No call is written for an order that
 * has ended when `unlessEnded` (`attemptId` null). Undefined without the order.
 */
export async function findOrderWritingPlatformCall(
  db: Kysely<Database>,
  engine: Engine,
  call: { orderId: number; action: string; startedAt: Date; unlessEnded: boolean },
): Promise<{ order: OrderWithPayload; attemptId: number | null } | undefined> {
  if (engine !== 'postgres') {
    const order = await db
      .selectFrom('orders')
      .leftJoin('order_payloads', 'order_payloads.order_id', 'orders.id')
      .selectAll('orders')
      .select(sql<string>`coalesce(order_payloads.platform_payload, '{}')`.as('platform_payload'))
      .where('orders.id', '=', call.orderId)
      .executeTakeFirst();
    if (!order) return undefined;
    if (call.unlessEnded && isFinalStatus(order.status_id)) return { order, attemptId: null };
    const operation = `${order.platform} ${call.action}`;
    return { order, attemptId: await recordSent(db, { ...call, target: 'platform', operation }) };
  }
  // The row `recordSent` writes, its operation named from the order as it is read.
  const { rows } = await sql<OrderWithPayload & { attempt_id: number | null }>`
    WITH o AS (SELECT * FROM orders WHERE id = ${call.orderId}),
    sent AS (
      INSERT INTO order_attempts (order_id, target, operation, started_at, duration_ms, ok, error, answered_at)
      SELECT o.id, 'platform', o.platform || ' ' || ${call.action}, ${call.startedAt.toISOString()}, 0, 0, NULL, NULL
      FROM o
      WHERE NOT (${call.unlessEnded} AND o.status_id IN (${sql.join(FINAL_STATUSES)}))
      RETURNING id
    )
    SELECT o.*, coalesce(p.platform_payload, '{}') AS platform_payload, (SELECT id FROM sent) AS attempt_id
    FROM o LEFT JOIN order_payloads p ON p.order_id = o.id`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { attempt_id: attemptId, ...order } = row;
  return { order, attemptId };
}

/** A call's log entry as it is written before the call is sent: unanswered. */
function sentRow(call: SentCall) {
  return {
    order_id: call.orderId,
    target: call.target,
    operation: call.operation,
    started_at: call.startedAt.toISOString(),
    duration_ms: 0,
    ok: 0,
    error: null,
    answered_at: null,
  };
}

/** A read's log entry, written once with its answer. */
function answeredRow(call: AnsweredCall) {
  return { ...sentRow(call), ...answerColumns(call.answer) };
}

function answerColumns(answer: CallAnswer) {
  return {
    duration_ms: Math.max(0, Math.round(answer.durationMs)),
    ok: answer.error === null ? 1 : 0,
    error: answer.error,
    answered_at: answer.answeredAt.toISOString(),
  };
}

/**
 * Records a call as sent (`recordSent`, with the reads before it) together with the check's ids of the
 * call before it, in the caller's commit: on PostgreSQL one statement (the log entries in a `WITH`, the
 * order's update raising its version), elsewhere the two in turn. Answers the sent call's log entry id
 * and the order as written.
 */
export async function recordSentWithCheckIds(
  db: Kysely<Database>,
  engine: Engine,
  call: SentCall,
  ids: CheckIds,
  now: string,
  earlier: readonly AnsweredCall[] = [],
): Promise<{ attemptId: number; order: OrderRow }> {
  if (engine === 'postgres') {
    const entries = [...earlier.map(answeredRow), sentRow(call)];
    const { order, logId } = await updateOrderWithCallLog(db, call.orderId, ids, now, entries);
    return { attemptId: logId, order };
  }
  const order = await updateOrder(db, call.orderId, ids, now);
  if (!order) throw new Error(`Order ${call.orderId} is gone`);
  return { attemptId: await recordSent(db, call, earlier), order };
}

/** Reads written down with their answers, in the caller's commit; nothing to do for none. */
export async function recordAnsweredCalls(
  db: Kysely<Database>,
  calls: readonly AnsweredCall[],
): Promise<void> {
  const write = answeredCallsWrite(db, calls);
  if (write) await write.execute();
}

/**
 * `recordAnsweredCalls`' statement, to send with another write (`OrderChange.alongside`); null when
 * there is none to write.
 */
export function answeredCallsWrite(db: Kysely<Database>, calls: readonly AnsweredCall[]) {
  if (calls.length === 0) return null;
  return db.insertInto('order_attempts').values(calls.map(answeredRow));
}

/**
 * Completes a sent call with its answer. A failure to write it is left to the caller to log: the row
 * then stays unanswered, which only makes the next try ask r_keeper before acting.
 */
export async function recordAnswer(
  db: Kysely<Database>,
  attemptId: number,
  answer: CallAnswer,
): Promise<void> {
  await answerWrite(db, attemptId, answer).execute();
}

/** `recordAnswer`'s statement, to send with another write. */
export function answerWrite(db: Kysely<Database>, attemptId: number, answer: CallAnswer) {
  return db.updateTable('order_attempts').set(answerColumns(answer)).where('id', '=', attemptId);
}

/** A call's answer waiting to be written with the change that follows it (`recordAnswers`). */
export interface KeptAnswer {
  attemptId: number;
  answer: CallAnswer;
}

/**
 * Completes several sent calls with their answers in one statement, inside the caller's transaction
 * (the hand-over writes them with the order's new state). An answer not written only leaves its row
 * unanswered, which makes the next try ask r_keeper before acting.
 */
export async function recordAnswers(db: Kysely<Database>, answers: KeptAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  if (answers.length === 1) return recordAnswer(db, answers[0]!.attemptId, answers[0]!.answer);
  await answersWrite(answers)!.execute(db);
}

/**
 * `recordAnswers`' statement, to send with another write (`OrderChange.alongside`); null when there
 * is no answer to write.
 */
export function answersWrite(answers: KeptAnswer[]): RawBuilder<unknown> | null {
  if (answers.length === 0) return null;
  // VALUES names its columns column1, column2, … on both engines; the casts give PostgreSQL their types.
  const rows = answers.map(
    ({ attemptId, answer }) =>
      sql`(CAST(${attemptId} AS integer), CAST(${Math.max(0, Math.round(answer.durationMs))} AS integer),
        CAST(${answer.error === null ? 1 : 0} AS integer), CAST(${answer.error} AS text),
        CAST(${answer.answeredAt.toISOString()} AS text))`,
  );
  return sql`UPDATE order_attempts
    SET duration_ms = v.column2, ok = v.column3, error = v.column4, answered_at = v.column5
    FROM (VALUES ${sql.join(rows)}) AS v
    WHERE order_attempts.id = v.column1`;
}

/**
 * An order, with its report times and venue (`OrderWithTimes`, for a change written as a compare-and-set
 * on the version read), and the POS calls ever sent for it, in one query: what a hand-over reads before
 * it decides whether r_keeper must be asked first.
 */
export async function findOrderWithPosCalls(
  db: Kysely<Database>,
  orderId: number,
  operations: readonly string[],
): Promise<{ read: OrderWithTimes; sent: Set<string>; platformPayload: string } | undefined> {
  const names = operations.map((_, i) => `sent_${i}`);
  const found = await readOrderWithTimes(db, orderId, {
    lock: false,
    also: {
      key: `pos calls sent ${operations.join(', ')} and the payload`,
      names: [...names, 'platform_payload'],
      columns: (eb) => [
        eb
          .selectFrom('order_payloads')
          .select('order_payloads.platform_payload')
          .whereRef('order_payloads.order_id', '=', 'orders.id')
          .as('platform_payload'),
        ...operations.map((operation, i) =>
          eb
            .exists(
              eb
                .selectFrom('order_attempts')
                .select('order_attempts.id')
                .whereRef('order_attempts.order_id', '=', 'orders.id')
                .where('order_attempts.target', '=', 'pos')
                .where('order_attempts.operation', '=', operation),
            )
            .as(names[i]!),
        ),
      ],
    },
  });
  if (!found) return undefined;
  const sent = new Set<string>();
  operations.forEach((operation, i) => {
    // SQLite answers 1 or 0, PostgreSQL true or false.
    const value = found.also[names[i]!];
    if (value === true || value === 1) sent.add(operation);
  });
  return { read: found.order, sent, platformPayload: String(found.also['platform_payload'] ?? '{}') };
}

/** Shown for a call sent whose answer never came back (the process stopped while it was under way). */
export const UNANSWERED_CALL = 'Sent, no answer recorded: it may have been carried out';

export async function listAttempts(db: Kysely<Database>, orderId: number): Promise<TOrderAttempt[]> {
  const rows = await db
    .selectFrom('order_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    target: r.target,
    operation: r.operation,
    startedAt: r.started_at,
    durationMs: r.duration_ms,
    ok: r.ok === 1,
    error: r.answered_at === null ? UNANSWERED_CALL : r.error,
  }));
}

/** Whether any call of this kind was ever sent to the POS for the order, answered or not. */
export async function hadPosCall(db: Kysely<Database>, orderId: number, operation: string): Promise<boolean> {
  return (await posCallsSent(db, orderId)).has(operation);
}

/**
 * Every POS call sent for the order, answered or not. A call answered Ok whose result was not yet
 * kept on the order (a crash between the answer and that write) counts as much as an unanswered one.
 */
export async function posCallsSent(db: Kysely<Database>, orderId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('order_attempts')
    .select('operation')
    .distinct()
    .where('order_id', '=', orderId)
    .where('target', '=', 'pos')
    .execute();
  return new Set(rows.map((r) => r.operation));
}
