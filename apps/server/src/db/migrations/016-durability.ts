import { type Kysely, sql } from 'kysely';

/**
 * The attempt log records a call before it is sent (`answered_at` null) and completes it with the
 * answer, so a call cut short by a crash leaves a row to look the check up by. Rows written before
 * were all recorded after their answer. The indexes serve the daily retention sweep, which deletes
 * by age.
 */
export function durabilityMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('order_attempts').addColumn('answered_at', 'varchar(30)').execute();
      await sql`UPDATE order_attempts SET answered_at = started_at`.execute(db);
      await db.schema
        .createIndex('jobs_status_updated')
        .on('jobs')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('webhook_receipts_received')
        .on('webhook_receipts')
        .column('received_at')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_expires')
        .on('refresh_tokens')
        .column('expires_at')
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
    },
  };
}
