import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Logger } from 'pino';
import { clockIso, clockIsoIn, type Clock } from '../clock';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { withQueryStep } from '../db/query-stats';
import { shapedQuery } from '../db/statement-shapes';
import { countJobDone } from '../observability/metrics';
import type { Database, JobsTable } from '../db/schema';
import { JobStatus } from './job-queue';
import { createJobTableUpkeep } from './job-table-upkeep';

export type JobRow = Selectable<JobsTable>;

export interface JobLeasesOptions {
  db: Db;
  /** On SQLite, the worker's own writes join the group commit of the moment (one fsync for all). */
  groupCommit?: GroupCommit;
  clock: Clock;
  /** How long a claim holds a job; renewed every third of it while the job runs. */
  leaseMs: number;
  log: Logger;
}

const LEASE_CHECK_INTERVAL_MS = 1000;
/** The step the worker's own claims, renewals and marks are counted under (DB_QUERY_STATS). */
const WORKER_STEP = 'job worker';

/**
 * A worker's hold on the jobs it runs: claiming due ones (and those whose holder died), renewing the
 * lease while one runs, and finishing each (deleted when it succeeded, due again or dead when it failed). Every write names this worker (`locked_by`), so a
 * job whose lease went to another worker is left to that one.
 */
export function createJobLeases(opts: JobLeasesOptions) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const { clock, leaseMs } = opts;
  const nowIso = () => clockIso(clock);
  const isoIn = (ms: number) => clockIsoIn(clock, ms);
  const { kysely } = opts.db;
  const write = <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> =>
    withQueryStep(WORKER_STEP, () =>
      opts.groupCommit && opts.db.engine === 'sqlite' ? opts.groupCommit.run(work) : work(kysely),
    );
  let lastLeaseCheck = 0;
  const upkeep = createJobTableUpkeep({ db: opts.db, clock, log: opts.log });

  /**
   * Takes up to `limit` jobs matching `where`, oldest first. One statement, so on PostgreSQL a row
   * another instance is claiming is skipped (`FOR UPDATE SKIP LOCKED`) rather than taken twice.
   */
  async function claimWhere(
    db: Kysely<Database>,
    status: string,
    dueColumn: 'run_at' | 'locked_until',
    now: string,
    limit: number,
  ): Promise<JobRow[]> {
    // `<=` on run_at (due now), `<` on locked_until (lease over); ordered by the indexed column,
    // so the queue is read in index order and never sorted, however long the backlog.
    // The status as a literal: the partial indexes jobs_pending_due and jobs_running_lease (migration
    // 034) hold only these rows, and an engine uses one only where the query names its status.
    // Built once per status (shapedQuery): the claim runs for every batch of jobs.
    const claim = shapedQuery(
      db,
      `job claim ${status} ${dueColumn}`,
      [workerId, isoIn(leaseMs), now, limit] as const,
      (lockedBy, lockedUntil, at, size) => {
        let due = db
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', sql.lit(status))
          .where(dueColumn, dueColumn === 'run_at' ? '<=' : '<', at)
          .orderBy(dueColumn)
          .limit(size);
        if (opts.db.engine === 'postgres') due = due.forUpdate().skipLocked();
        return db
          .updateTable('jobs')
          .set((eb) => ({
            status: JobStatus.RUNNING,
            locked_by: lockedBy,
            locked_until: lockedUntil,
            attempts: eb('attempts', '+', 1),
            updated_at: at,
          }))
          .where('id', 'in', due)
          .returningAll();
      },
    );
    return (await db.executeQuery<JobRow>(claim)).rows;
  }

  /**
   * SQLite serves one instance: a job still marked running when it starts was left by a crash of
   * this server, and is due again now rather than when its lease would have run out. (On PostgreSQL
   * another live instance may hold it, so there the lease decides.)
   */
  async function releaseOrphans(): Promise<void> {
    if (opts.db.engine !== 'sqlite') return;
    const released = await kysely
      .updateTable('jobs')
      .set({ status: JobStatus.PENDING, locked_by: null, locked_until: null, updated_at: nowIso() })
      .where('status', '=', JobStatus.RUNNING)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) > 0)
      opts.log.warn({ jobs: Number(released.numUpdatedRows) }, 'released jobs left running by a crash');
  }

  /**
   * The columns of jobs inserted already claimed by this worker (`JobWorker.handOff`): running, held by
   * it, for a lease from now, their first try counted, exactly as a claim leaves them.
   */
  function heldColumns(): { status: string; attempts: number; locked_by: string; locked_until: string } {
    return { status: JobStatus.RUNNING, attempts: 1, locked_by: workerId, locked_until: isoIn(leaseMs) };
  }

  /** Jobs this worker holds but will not run (it stopped): due again now, for whichever worker comes next. */
  async function release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await write((db) =>
      db
        .updateTable('jobs')
        .set({ status: JobStatus.PENDING, locked_by: null, locked_until: null, updated_at: nowIso() })
        .where('id', 'in', ids)
        .where('locked_by', '=', workerId)
        .where('status', '=', JobStatus.RUNNING)
        .execute(),
    );
  }

  /** Due pending jobs first; with room left, running jobs whose instance died (lease ran out). */
  async function claim(limit: number): Promise<JobRow[]> {
    const now = nowIso();
    const claimed = await write((db) => claimWhere(db, JobStatus.PENDING, 'run_at', now, limit));
    // Leases run out seldom: looking for them once a second is enough, and spares a query per claim.
    if (claimed.length < limit && clock.now() - lastLeaseCheck >= LEASE_CHECK_INTERVAL_MS) {
      lastLeaseCheck = clock.now();
      const more = await write((db) =>
        claimWhere(db, JobStatus.RUNNING, 'locked_until', now, limit - claimed.length),
      );
      claimed.push(...more);
    }
    return claimed;
  }

  /**
   * Successful jobs of a batch leave the table together: one write for the batch, not one each. A
   * finished job is deleted rather than kept as done, so the table (and every index a write to it
   * maintains) holds only the work still to do and the dead jobs to look at, however many orders came
   * before (docs/adr/0009). What ran is on record where people look: the order's attempt log, its
   * audit entries, `orderdesk_jobs_done_total`.
   */
  async function finish(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const finished = await write((db) =>
      db
        .deleteFrom('jobs')
        .where('id', 'in', ids)
        // A job whose lease went to another worker is theirs to finish.
        .where('locked_by', '=', workerId)
        .returning('type')
        .execute(),
    );
    for (const { type } of finished) countJobDone(type);
    upkeep.jobsLeft(finished.length);
  }

  /**
   * A running job's done mark for its handler to send in its own last write (JobRunContext.doneWrite):
   * the row deleted as `finish` deletes it, only while this worker holds it.
   */
  function doneWrite(db: Kysely<Database>, id: number) {
    return db.deleteFrom('jobs').where('id', '=', id).where('locked_by', '=', workerId);
  }

  /** A job its handler's own write took out of the table, counted as `finish` counts the ones it deletes. */
  function countFinished(type: string): void {
    countJobDone(type);
    upkeep.jobsLeft(1);
  }

  /**
   * A failed try recorded: due again at `runAt`, or dead. False when the job's lease went to another
   * worker meanwhile (its new holder decides what comes next).
   */
  async function recordFailure(
    job: JobRow,
    outcome: { dead: boolean; runAt: string; message: string },
  ): Promise<boolean> {
    const recorded = await withQueryStep(WORKER_STEP, () =>
      kysely
        .updateTable('jobs')
        .set({
          status: outcome.dead ? JobStatus.DEAD : JobStatus.PENDING,
          run_at: outcome.runAt,
          locked_by: null,
          locked_until: null,
          last_error: outcome.message.slice(0, 2000),
          updated_at: nowIso(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .executeTakeFirst(),
    );
    return Number(recorded.numUpdatedRows) > 0;
  }

  /**
   * Extends the lease of a running job every third of it, only while this worker still holds it
   * (`locked_by`): a renewal never takes a job back from a worker that claimed it after a lost lease.
   */
  function keepLease(job: JobRow): () => void {
    let renewing: Promise<void> | null = null;
    let finished = false;
    const timer = setInterval(
      () => {
        if (renewing || finished) return;
        renewing = write((db) =>
          db
            .updateTable('jobs')
            .set({ locked_until: isoIn(leaseMs) })
            .where('id', '=', job.id)
            .where('locked_by', '=', workerId)
            .where('status', '=', JobStatus.RUNNING)
            .executeTakeFirst(),
        )
          .then((result) => {
            if (finished || Number(result.numUpdatedRows) > 0) return;
            clearInterval(timer);
            opts.log.error(
              { jobId: job.id, type: job.type, attempt: job.attempts },
              'job lost its lease while running: another worker may run it',
            );
          })
          .catch((error: unknown) =>
            opts.log.warn({ err: error, jobId: job.id }, 'could not renew a job lease'),
          )
          .finally(() => {
            renewing = null;
          });
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => {
      finished = true;
      clearInterval(timer);
    };
  }

  return {
    claim,
    finish,
    doneWrite,
    countFinished,
    recordFailure,
    keepLease,
    releaseOrphans,
    heldColumns,
    release,
    /** Waits for the table's upkeep under way (job-table-upkeep.ts). */
    settled: upkeep.settled,
  };
}

export type JobLeases = ReturnType<typeof createJobLeases>;
