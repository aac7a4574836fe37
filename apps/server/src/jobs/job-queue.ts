import type { Kysely } from 'kysely';
import { nowIso } from '../db/clock';
import type { Database } from '../db/schema';

export const JobStatus = { PENDING: 'pending', RUNNING: 'running', DONE: 'done', DEAD: 'dead' } as const;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job inside the caller's transaction, so the job exists exactly when the change that
 * caused it was committed.
 */
export async function enqueueJob(
  trx: Kysely<Database>,
  type: string,
  payload: unknown,
  defaults: { maxAttempts: number },
  opts: EnqueueOptions = {},
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto('jobs')
    .values({
      type,
      payload: JSON.stringify(payload),
      status: JobStatus.PENDING,
      attempts: 0,
      max_attempts: opts.maxAttempts ?? defaults.maxAttempts,
      run_at: (opts.runAt ?? new Date()).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Exponential back-off with ±20 % jitter, capped. `attempt` counts from 1. */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + random() * 0.4));
}
