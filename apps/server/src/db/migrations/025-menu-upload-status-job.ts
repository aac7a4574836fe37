import { type Kysely, sql } from 'kysely';

/**
 * The job that asks a platform how a menu upload went was named after Glovo ('menu.glovo-status')
 * though it asks whichever platform processes uploads after the call. Queued rows take the
 * platform-neutral name, so an upload in progress during the upgrade is still followed to its end.
 */
export function menuUploadStatusJobMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`UPDATE jobs SET type = 'menu.upload-status' WHERE type = 'menu.glovo-status'`.execute(db);
    },
  };
}
