import type { TOrderAttempt } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

/**
 * Records a call as sent, before it goes out: committed on its own, never inside a long transaction,
 * so a crash while the call is under way leaves the row (unanswered) for the next try to look at.
 * A failure to write it stops the call: sending without a trace is what this guards against.
 */
export async function recordSent(db: Kysely<Database>, call: SentCall): Promise<number> {
  const row = await db
    .insertInto('order_attempts')
    .values({
      order_id: call.orderId,
      target: call.target,
      operation: call.operation,
      started_at: call.startedAt.toISOString(),
      duration_ms: 0,
      ok: 0,
      error: null,
      answered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
  await db
    .updateTable('order_attempts')
    .set({
      duration_ms: Math.max(0, Math.round(answer.durationMs)),
      ok: answer.error === null ? 1 : 0,
      error: answer.error,
      answered_at: answer.answeredAt.toISOString(),
    })
    .where('id', '=', attemptId)
    .execute();
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
