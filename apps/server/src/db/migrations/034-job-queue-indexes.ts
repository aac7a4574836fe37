import { sql, type Kysely } from 'kysely';

/**
 * Indexes that hold only what the job worker's per-second queries look for: due pending jobs by
 * `run_at`, running jobs by `locked_until` (an expired lease). Done and dead jobs, which pile up until
 * the retention sweep, are not in them, so a claim and the look for expired leases stay the same size
 * however many orders came before. The claim names the status as a literal (job-worker.ts), which both
 * engines need to use a partial index.
 */
export function jobQueueIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('jobs_pending_due')
        .on('jobs')
        .column('run_at')
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .execute();
      await db.schema
        .createIndex('jobs_running_lease')
        .on('jobs')
        .column('locked_until')
        .where(sql.ref('status'), '=', sql.lit('running'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('jobs_running_lease').execute();
      await db.schema.dropIndex('jobs_pending_due').execute();
    },
  };
}
