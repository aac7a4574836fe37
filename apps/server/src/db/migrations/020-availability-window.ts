import type { Kysely } from 'kysely';

/**
 * When a connection's last availability call went out, so the next one waits the platform's window
 * (Wolt: one item update per 15 minutes) and the changes made meanwhile go out together.
 */
export function availabilityWindowMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('platform_instances')
        .addColumn('availability_sent_at', 'varchar(30)')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('platform_instances').dropColumn('availability_sent_at').execute();
    },
  };
}
