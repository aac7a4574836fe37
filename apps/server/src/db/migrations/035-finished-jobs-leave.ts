import type { Kysely } from 'kysely';

/**
 * A job that succeeds is deleted as it finishes (job-leases.ts), so the job table holds only open and dead
 * jobs. The index on (status, updated_at) served the daily sweep of jobs done days ago and nothing else;
 * without it, every write to the table maintains one index fewer. Rows an earlier version marked done
 * (a rolling upgrade leaves some) are swept by the retention job, found through `jobs_due` (status first).
 */
export function finishedJobsLeaveMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('jobs_status_updated').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('jobs_status_updated')
        .on('jobs')
        .columns(['status', 'updated_at'])
        .execute();
    },
  };
}
