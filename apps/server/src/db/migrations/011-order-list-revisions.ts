import type { Kysely } from 'kysely';

/**
 * Revision counters per venue, one of them raised in the same transaction as every write to one of
 * its orders: the order list answer is cached per venue and revision (modules/orders/order-list-cache).
 */
export function orderListRevisionsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('order_list_revisions')
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('shard', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_list_revisions_pk', ['venue_id', 'shard'])
        .execute();
    },
  };
}
