import type { TOrderAttempt } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AttemptRecord {
  orderId: number;
  target: 'pos' | 'platform';
  operation: string;
  startedAt: Date;
  durationMs: number;
  error: string | null;
}

/** Writes one call of the attempt log; a failure to write it never fails the call itself. */
export async function recordAttempt(db: Kysely<Database>, a: AttemptRecord): Promise<void> {
  await db
    .insertInto('order_attempts')
    .values({
      order_id: a.orderId,
      target: a.target,
      operation: a.operation,
      started_at: a.startedAt.toISOString(),
      duration_ms: Math.max(0, Math.round(a.durationMs)),
      ok: a.error === null ? 1 : 0,
      error: a.error,
    })
    .execute()
    .catch(() => undefined);
}

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
    error: r.error,
  }));
}

/** Whether an earlier call of this kind was sent and may have been carried out without our seeing the answer. */
export async function hadUnansweredCall(
  db: Kysely<Database>,
  orderId: number,
  operation: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('order_attempts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('target', '=', 'pos')
    .where('operation', '=', operation)
    .where('ok', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The POS calls of the order sent earlier that may have been carried out without our seeing the answer. */
export async function unansweredPosCalls(db: Kysely<Database>, orderId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('order_attempts')
    .select('operation')
    .where('order_id', '=', orderId)
    .where('target', '=', 'pos')
    .where('ok', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.operation));
}

/** Whether any call of this kind was ever sent to the POS for the order, answered or not. */
export async function hadPosCall(db: Kysely<Database>, orderId: number, operation: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_attempts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('target', '=', 'pos')
    .where('operation', '=', operation)
    .executeTakeFirst();
  return row !== undefined;
}
