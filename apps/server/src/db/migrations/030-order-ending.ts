import type { Kysely } from 'kysely';

/**
 * Who ended an order and from where: `ended_by` 'platform' (its cancellation or refund) or 'venue'
 * (rejected here), and `ended_from_status` the status it had then, so a board can tell a platform's
 * cancellation of an order it is cooking from its own reject. Null for orders that run, and for those
 * that ended before this was kept.
 */
export function orderEndingMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('ended_by', 'text').execute();
      await db.schema.alterTable('orders').addColumn('ended_from_status', 'integer').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('ended_from_status').execute();
      await db.schema.alterTable('orders').dropColumn('ended_by').execute();
    },
  };
}
