import { isAnyJobWaiting } from '../../jobs/job-lookups';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandlerOf } from '../../jobs/job-spec';
import type { RetentionDeps } from './retention-deps';
import { sweepOldRows } from './retention-sweep';

/** The daily sweep of old rows: one durable job, which enqueues the next day's before it sweeps. */
export const RETENTION_JOB = 'retention.sweep';

const DAY_MS = 86_400_000;

/**
 * Adds a sweep due at `runAt` unless one other than `exceptJobId` is already waiting. On PostgreSQL
 * a transaction-scoped advisory lock makes instances starting together take turns at the check, so
 * the cluster keeps one; SQLite serves one instance and writes one transaction at a time.
 */
async function enqueueUnlessWaiting(
  ctx: Pick<RetentionDeps, 'db' | 'enqueue'>,
  runAt: Date,
  exceptJobId?: number,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx: Kysely<Database>) => {
    if (ctx.db.engine === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${RETENTION_JOB}))`.execute(trx);
    if (await isAnyJobWaiting(trx, RETENTION_JOB, exceptJobId)) return;
    await ctx.enqueue(trx, RETENTION_JOB, {}, { runAt });
  });
}

/** At start: a sweep now, unless the cluster already has one waiting (it survives restarts as a job). */
export function scheduleRetention(ctx: Pick<RetentionDeps, 'db' | 'clock' | 'enqueue'>): Promise<void> {
  return enqueueUnlessWaiting(ctx, new Date(ctx.clock.now()));
}

export function retentionJob(ctx: RetentionDeps): JobHandlerOf<typeof RETENTION_JOB> {
  return {
    async run(_payload, { jobId }) {
      // Tomorrow's first, so a sweep that fails for good still leaves the next one.
      await enqueueUnlessWaiting(ctx, new Date(ctx.clock.now() + DAY_MS), jobId);
      const removed = await sweepOldRows(
        ctx.db.kysely,
        {
          webhookReceiptsDays: ctx.config.RETENTION_WEBHOOK_RECEIPTS_DAYS,
          refreshTokensDays: ctx.config.RETENTION_REFRESH_TOKENS_DAYS,
          auditEntriesDays: ctx.config.RETENTION_AUDIT_DAYS,
        },
        new Date(ctx.clock.now()),
      );
      ctx.log.info({ removed }, 'retention sweep done');
    },
  };
}
