import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobName, JobPayload } from './job-payloads';
import { JobStatus } from './job-queue';

/**
 * What the modules ask about the job table: whether a job is already waiting, when one was queued, the
 * waiting jobs of a kind to join a change onto. The table holds only open (pending, running) and dead
 * jobs: one that succeeded is deleted as it finishes, so no question here may count on a finished job
 * still being there (a job that is gone has run). The table's columns and statuses stay here, in `jobs/`.
 * A payload is matched as the enqueue stored it: `JSON.stringify` of the same object, keys in the same
 * order.
 */

export type JobLookupDb = Kysely<Database>;

/** A job of this name and payload still to run (pending), or also one running (`orRunning`). */
export async function isJobWaiting<N extends JobName>(
  db: JobLookupDb,
  type: N,
  payload: JobPayload<N>,
  opts: { orRunning?: boolean; exceptId?: number; notFailedYet?: boolean } = {},
): Promise<boolean> {
  let query = db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('payload', '=', JSON.stringify(payload))
    .where('status', 'in', opts.orRunning ? [JobStatus.PENDING, JobStatus.RUNNING] : [JobStatus.PENDING]);
  if (opts.exceptId !== undefined) query = query.where('id', '!=', opts.exceptId);
  if (opts.notFailedYet) query = query.where('last_error', 'is', null);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A job of this name, whatever its payload, still to run or running (a once-per-cluster job). */
export async function isAnyJobWaiting(db: JobLookupDb, type: JobName, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('status', 'in', [JobStatus.PENDING, JobStatus.RUNNING]);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** When the job was queued (epoch ms), or undefined when it is gone. */
export async function jobQueuedAt(db: JobLookupDb, jobId: number): Promise<number | undefined> {
  const row = await db.selectFrom('jobs').select('created_at').where('id', '=', jobId).executeTakeFirst();
  return row ? Date.parse(row.created_at) : undefined;
}

/** The open (pending or running) job of this name and payload, newest first; running ones hold a lease. */
export async function findOpenJob<N extends JobName>(
  db: JobLookupDb,
  type: N,
  payload: JobPayload<N>,
): Promise<{ id: number; running: boolean; leaseEndsAt: Date | null } | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'locked_until'])
    .where('type', '=', type)
    .where('payload', '=', JSON.stringify(payload))
    .where('status', 'in', [JobStatus.PENDING, JobStatus.RUNNING])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    running: row.status === JobStatus.RUNNING,
    leaseEndsAt: row.locked_until ? new Date(row.locked_until) : null,
  };
}

/** A waiting job made due at `runAt`; with `asNew` it also starts over (no tries counted, queued then). */
export async function rescheduleJob(
  db: JobLookupDb,
  jobId: number,
  runAt: string,
  opts: { asNew?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, ...(opts.asNew ? { attempts: 0, created_at: runAt } : {}) })
    .where('id', '=', jobId)
    .execute();
}

/** The pending jobs of this name, oldest first, with their payloads as stored (JSON parsed). */
export async function waitingJobsOf(
  db: JobLookupDb,
  type: JobName,
): Promise<{ id: number; runAt: string; payload: unknown }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'payload', 'run_at'])
    .where('type', '=', type)
    .where('status', '=', JobStatus.PENDING)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, runAt: row.run_at, payload: JSON.parse(row.payload) as unknown }));
}

/**
 * A pending job's payload and due time replaced (a change joined onto one waiting to go out). Answers
 * false when it was claimed meanwhile: it goes out as it was.
 */
export async function replaceWaitingJob<N extends JobName>(
  db: JobLookupDb,
  jobId: number,
  payload: JobPayload<N>,
  runAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ payload: JSON.stringify(payload), run_at: runAt })
    .where('id', '=', jobId)
    .where('status', '=', JobStatus.PENDING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many jobs there are of each name and status among `statuses` (for the metrics). */
export async function countJobs(
  db: JobLookupDb,
  statuses: readonly string[],
): Promise<{ type: string; status: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['type', 'status', sql<number | string>`count(*)`.as('count')])
    .where('status', 'in', [...statuses])
    .groupBy(['type', 'status'])
    .execute();
  return rows.map((r) => ({ type: r.type, status: r.status, count: Number(r.count) }));
}

/**
 * Deletes jobs marked done, at most `batch` per statement so a large backlog goes in short writes; answers
 * how many went. This version deletes a job as it finishes (job-leases.ts): rows marked done are left by an
 * instance of an earlier version during a rolling upgrade. Dead jobs stay: they are failures to look at.
 */
export async function deleteLeftoverDoneJobs(db: JobLookupDb, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (
      await db.selectFrom('jobs').select('id').where('status', '=', JobStatus.DONE).limit(batch).execute()
    ).map((r) => r.id);
    if (ids.length === 0) return total;
    await db.deleteFrom('jobs').where('id', 'in', ids).execute();
    total += ids.length;
    if (ids.length < batch) return total;
  }
}
