import type { Kysely } from 'kysely';

/**
 * Busy mode of a venue: minutes added to the cooking time of new orders until a time. Both null when
 * the venue is not busy.
 */
export function venueBusyModeMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('venues').addColumn('busy_extra_minutes', 'integer').execute();
      await db.schema.alterTable('venues').addColumn('busy_until', 'varchar(30)').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('venues').dropColumn('busy_until').execute();
      await db.schema.alterTable('venues').dropColumn('busy_extra_minutes').execute();
    },
  };
}
