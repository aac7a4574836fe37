import type { Insertable, Kysely } from 'kysely';
import type { Database, JobsTable } from '../db/schema';
import { WriteBatch } from '../db/write-batch';

/**
 * A job is pending, running or dead; one that succeeds is deleted as it finishes (job-leases.ts). `done` is
 * what earlier versions marked it instead, swept by the retention job (a rolling upgrade leaves some).
 */
export const JobStatus = { PENDING: 'pending', RUNNING: 'running', DONE: 'done', DEAD: 'dead' } as const;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

/** A job to add, as data: several of them go in with one statement (`enqueueJobs`). */
export interface NewJob extends EnqueueOptions {
  type: string;
  payload: unknown;
}

/** The row of a new pending job, added at `now` (due then unless it says when). */
export function newJobRow(
  job: NewJob,
  defaults: { maxAttempts: number },
  now: string,
): Insertable<JobsTable> {
  return {
    type: job.type,
    payload: JSON.stringify(job.payload),
    status: JobStatus.PENDING,
    attempts: 0,
    max_attempts: job.maxAttempts ?? defaults.maxAttempts,
    run_at: job.runAt ? job.runAt.toISOString() : now,
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  };
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
  now: string,
  opts: EnqueueOptions = {},
): Promise<number> {
  const row = await trx
    .insertInto('jobs')
    .values(newJobRow({ type, payload, ...opts }, defaults, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `enqueueJob`, or, given a batch of the transaction's writes, the job's insert added to it (no id
 * yet): the job commits with the change all the same, sent in one statement with its other writes.
 */
export async function addJob(
  target: Kysely<Database> | WriteBatch,
  type: string,
  payload: unknown,
  defaults: { maxAttempts: number },
  now: string,
  opts: EnqueueOptions = {},
): Promise<number | undefined> {
  if (!(target instanceof WriteBatch)) return enqueueJob(target, type, payload, defaults, now, opts);
  target.add(target.db.insertInto('jobs').values(newJobRow({ type, payload, ...opts }, defaults, now)));
  return undefined;
}

/** Adds several jobs in one statement, inside the caller's transaction. */
export async function enqueueJobs(
  trx: Kysely<Database>,
  jobs: NewJob[],
  defaults: { maxAttempts: number },
  now: string,
): Promise<void> {
  if (jobs.length === 0) return;
  await trx
    .insertInto('jobs')
    .values(jobs.map((job) => newJobRow(job, defaults, now)))
    .execute();
}

/** Exponential back-off with ±20 % jitter, capped. `attempt` counts from 1. */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + random() * 0.4));
}
