import type { DeleteQueryBuilder, DeleteResult, Kysely } from 'kysely';
import type { Logger } from 'pino';
import { clockIsoIn, type Clock } from '../clock';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { Database } from '../db/schema';
import { withQueryStep } from '../db/query-stats';
import { askedWaitMs, PermanentJobError, RetryLaterError } from './job-errors';
import { createJobLeases, type JobRow } from './job-leases';
import { backoffDelayMs } from './job-queue';

/**
 * The longest rest after a job while stepped back with other instances: a job slow for its platform's
 * sake, not for the machine's, holds back this instance's next one no longer than this.
 */
const MAX_REST_MS = 1000;

export type { JobRow };

/** What a handler is told of the job it runs. */
export interface JobRunContext {
  jobId: number;
  attempt: number;
  /**
   * The job's own done mark (its row deleted, as long as this worker holds it), to send in the
   * handler's last write instead of in a write of the worker's own afterwards: a round trip fewer,
   * and a crash after that commit does not run the job again. Only in a last write nothing can fail
   * after; once that write has committed with it, the handler says so (`doneCommitted`) and the worker
   * writes no done mark of its own.
   */
  doneWrite(db: Kysely<Database>): DeleteQueryBuilder<Database, 'jobs', DeleteResult>;
  doneCommitted(): void;
}

export interface JobHandler {
  run(payload: unknown, ctx: JobRunContext): Promise<void>;
  /** The pause before try `attempt + 1` after try `attempt` failed, where the job has its own retry policy. */
  retryDelayMs?(attempt: number): number;
  /** Called once when the job gives up, with its last error, so the failure becomes visible. */
  onDeadLetter?(payload: unknown, lastError: string): Promise<void>;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: Logger;
  pollIntervalMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** On SQLite, the worker's own writes join the group commit of the moment (one fsync for all). */
  groupCommit?: GroupCommit;
  /**
   * A running job whose lease ran out (its instance died) is taken again. While its handler runs, the
   * lease is renewed every third of it, so a job slower than its lease is not taken meanwhile.
   */
  leaseMs?: number;
  /** Jobs taken by one claim. */
  batchSize?: number;
  /**
   * Jobs the polling loop keeps running at once: each finished job makes room for the next one,
   * so a slow job (a platform taking its time) never holds back the others.
   */
  concurrency?: number;
  /**
   * While it answers true (the intake is saturated), at most `stepBackConcurrency` jobs run:
   * acknowledging webhooks goes first, and the orders taken meanwhile are processed after.
   */
  stepBack?: () => boolean;
  stepBackConcurrency?: number;
  /**
   * The instances stepping back for the same burst, this one included (the OrderHub's count). Stepped
   * back, each of n instances runs its jobs 1/n of the time, so a burst's jobs cost the cluster what
   * one instance's would: every instance added on the same machines and database then adds to the
   * intake instead of to the jobs that compete with it.
   */
  instances?: () => number;
  /** The time jobs fall due by. */
  clock: Clock;
}

/**
 * Room in a running worker for jobs its caller inserts already claimed (`columns`), so they run the
 * moment their commit is through, without a claim of their own (a round trip, and a wait behind the
 * claim under way). The rows are exactly what a claim makes of them: should this instance die before
 * they finish, their lease runs out and any worker takes them again.
 */
export interface JobHandOff {
  /** At most this many jobs may be inserted with `columns`. */
  count: number;
  /** The columns of a job inserted already claimed by this worker. */
  columns: { status: string; attempts: number; locked_by: string; locked_until: string };
  /** After the commit: runs the jobs inserted with `columns` and frees the room they did not take. */
  run(jobs: JobRow[]): void;
  /** Nothing was committed: frees the room. */
  cancel(): void;
}

export interface JobWorker {
  start(): void;
  stop(): Promise<void>;
  /** Runs whatever is due now; resolves when those jobs have finished. */
  runDue(): Promise<number>;
  /** Asks for a run soon, e.g. after a commit that enqueued a job. */
  nudge(): void;
  /**
   * Room for up to `wanted` jobs inserted already claimed by this worker (JobHandOff); null while it is
   * stopped, has no room, steps back for a burst, or jobs may be waiting to be claimed (its last claim
   * came back full, or a commit or the polling tick announced more since): those jobs are inserted
   * pending, and nudged, so they queue behind the ones already waiting.
   */
  handOff(wanted: number): JobHandOff | null;
  /** Started and not stopped: the polling loop is on. */
  isRunning(): boolean;
  /** The job types this worker has handlers for. */
  types(): string[];
}

/**
 * The pump: runs the handlers of the jobs its leases claim (job-leases.ts), up to `concurrency` at once,
 * claims again as room frees up and something may be waiting, and decides a failed job's retry or dead
 * letter.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const batchSize = opts.batchSize ?? 10;
  const concurrency = Math.max(opts.concurrency ?? 32, batchSize);
  const leases = createJobLeases({
    db: opts.db,
    ...(opts.groupCommit ? { groupCommit: opts.groupCommit } : {}),
    clock: opts.clock,
    leaseMs: opts.leaseMs ?? 60_000,
    log: opts.log,
  });
  const { claim, finish, keepLease, releaseOrphans, heldColumns, release } = leases;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let nudged = false;

  async function fail(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const dead = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const delay =
      error instanceof RetryLaterError
        ? error.retryAfterMs
        : Math.max(
            opts.handlers[job.type]?.retryDelayMs?.(job.attempts) ??
              backoffDelayMs(job.attempts, opts.backoffBaseMs, opts.backoffMaxMs),
            askedWaitMs(error),
          );
    const runAt = dead ? job.run_at : clockIsoIn(opts.clock, delay);
    const log = { jobId: job.id, type: job.type, attempt: job.attempts, error: message };
    if (!(await leases.recordFailure(job, { dead, runAt, message }))) {
      opts.log.error(log, 'job failed after losing its lease: its new holder decides what comes next');
      return;
    }
    if (dead) {
      opts.log.error(log, 'job dead-lettered');
      await opts.handlers[job.type]?.onDeadLetter?.(JSON.parse(job.payload), message);
    } else {
      opts.log.warn({ ...log, retryInMs: delay }, 'job failed, will retry');
    }
  }

  /**
   * Runs one job: `succeeded` when its row is left for the worker to finish, `finished` when its
   * handler's last write took it out (JobRunContext.doneWrite), `failed` when it failed (recorded here,
   * with its retry or dead letter).
   */
  async function execute(job: JobRow): Promise<'succeeded' | 'finished' | 'failed'> {
    const handler = opts.handlers[job.type];
    const stopRenewing = keepLease(job);
    let doneInHandler = false;
    const context: JobRunContext = {
      jobId: job.id,
      attempt: job.attempts,
      doneWrite: (db) => leases.doneWrite(db, job.id),
      doneCommitted() {
        doneInHandler = true;
      },
    };
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      await withQueryStep(`job ${job.type}`, () => handler.run(JSON.parse(job.payload), context));
      stopRenewing();
      if (!doneInHandler) return 'succeeded';
      leases.countFinished(job.type);
      return 'finished';
    } catch (error) {
      stopRenewing();
      await fail(job, error ?? new Error('unknown failure'));
      return 'failed';
    }
  }

  async function runDueOnce(): Promise<number> {
    const jobs = await claim(batchSize);
    const outcomes = await Promise.all(jobs.map(execute));
    // A crash before this line leaves them running until their lease ends; they then run again,
    // which every handler tolerates (a platform answers a repeated action with 409, orders insert once).
    await finish(jobs.filter((_, i) => outcomes[i] === 'succeeded').map((job) => job.id));
    return jobs.length;
  }

  function runDue(): Promise<number> {
    running ??= runDueOnce().finally(() => {
      running = null;
    });
    return running;
  }

  // The polling loop: up to `concurrency` jobs in flight, claimed as room frees up. Jobs that
  // succeeded meanwhile leave the table together (one write for all of them).
  const inFlight = new Set<Promise<void>>();
  const succeeded: number[] = [];
  let marking: Promise<void> | null = null;
  let pumping = false;
  let pumpAgain = false;
  /**
   * Whether a claim may find something: set by a nudge (a commit here enqueued a job), by the polling
   * tick (jobs falling due, or enqueued by another instance) and by a claim that came back full; cleared
   * by one that came back short with no nudge meanwhile. A finished job claims again only while it is
   * set, so a quiet queue is not asked once per finished job.
   */
  let mayHaveMore = true;
  let nudges = 0;
  /** Room promised to hand-offs whose commit is under way. */
  let reserved = 0;

  function markSucceeded(): void {
    if (marking || succeeded.length === 0) return;
    const ids = succeeded.splice(0);
    marking = finish(ids)
      // Left running, they run again when their lease ends, which every handler tolerates.
      .catch((error: unknown) => opts.log.error({ err: error, jobs: ids.length }, 'could not finish jobs'))
      .finally(() => {
        marking = null;
        markSucceeded();
      });
  }

  function launch(job: JobRow): void {
    const startedAt = performance.now();
    const done: Promise<void> = execute(job)
      .then(
        (outcome) => {
          if (outcome !== 'succeeded') return;
          succeeded.push(job.id);
          markSucceeded();
        },
        // Its failure could not be written (database gone): its lease brings it back.
        (error: unknown) => opts.log.error({ err: error, jobId: job.id }, 'could not record a job failure'),
      )
      .finally(() => {
        inFlight.delete(done);
        restAfterJob(performance.now() - startedAt);
        if (mayHaveMore) void pump();
      });
    inFlight.add(done);
  }

  const stepBackConcurrency = Math.max(1, Math.min(opts.stepBackConcurrency ?? concurrency, concurrency));
  // Stepped back with others, after each job this one rests while theirs run (JobWorkerOptions.instances):
  // resting while the rest's timer is set, which ends it with a pump.
  let restTimer: NodeJS.Timeout | null = null;

  function restAfterJob(jobMs: number): void {
    const others = (opts.instances?.() ?? 1) - 1;
    if (others < 1 || stopped || !opts.stepBack?.()) return;
    if (restTimer) clearTimeout(restTimer);
    restTimer = setTimeout(
      () => {
        restTimer = null;
        void pump();
      },
      Math.min(jobMs * others, MAX_REST_MS),
    );
  }

  const currentLimit = (): number => {
    if (!opts.stepBack?.()) return concurrency;
    return restTimer ? 0 : stepBackConcurrency;
  };

  async function pump(): Promise<void> {
    if (stopped) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        let limit = currentLimit();
        while (!stopped && inFlight.size + reserved < limit && mayHaveMore) {
          const wanted = Math.min(batchSize, limit - inFlight.size - reserved);
          const seen = nudges;
          const jobs = await claim(wanted);
          jobs.forEach(launch);
          if (jobs.length < wanted) {
            if (nudges === seen) mayHaveMore = false;
            break;
          }
          limit = currentLimit();
        }
      } while (pumpAgain && !stopped);
    } catch (error) {
      opts.log.error({ err: error }, 'job worker poll failed');
    } finally {
      pumping = false;
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  }

  async function tick(): Promise<void> {
    timer = null;
    nudged = false;
    mayHaveMore = true;
    await pump();
    schedule(nudged ? 0 : opts.pollIntervalMs);
  }

  return {
    start() {
      stopped = false;
      void releaseOrphans()
        .catch((error: unknown) =>
          opts.log.error({ err: error }, 'job worker could not release orphaned jobs'),
        )
        .finally(() => schedule(0));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (restTimer) clearTimeout(restTimer);
      restTimer = null;
      await running?.catch(() => undefined);
      await Promise.all(inFlight);
      // A marking that ends starts the next one for jobs that finished meanwhile: waited for too.
      while (marking) await marking;
      if (succeeded.length > 0) await finish(succeeded.splice(0)).catch(() => undefined);
      await leases.settled();
    },
    runDue,
    nudge() {
      nudged = true;
      nudges++;
      mayHaveMore = true;
      void pump();
    },
    handOff(wanted) {
      // Only while nothing is known to wait: new jobs never overtake a backlog (they queue behind it).
      if (stopped || mayHaveMore) return null;
      const count = Math.min(wanted, currentLimit() - inFlight.size - reserved);
      if (count <= 0) return null;
      reserved += count;
      let open = true;
      const close = () => {
        if (open) reserved -= count;
        open = false;
      };
      return {
        count,
        columns: heldColumns(),
        run(jobs) {
          close();
          if (!stopped) {
            jobs.forEach(launch);
            return;
          }
          // Stopped meanwhile: left to the next worker now rather than when their lease runs out.
          void release(jobs.map((job) => job.id)).catch((error: unknown) =>
            opts.log.error({ err: error, jobs: jobs.length }, 'could not release handed-over jobs'),
          );
        },
        cancel: close,
      };
    },
    isRunning: () => !stopped,
    types: () => Object.keys(opts.handlers),
  };
}
