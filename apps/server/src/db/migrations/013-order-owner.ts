import type { Kysely } from 'kysely';

/**
 * One owner for an order's life (docs/adr/0001-one-owner-for-an-orders-life.md):
 * - `orders.version`, raised by every write to the order: the compare-and-set of the order machine,
 *   and what the board compares to drop a push older than the card it shows;
 * - the hand-over's retries as the card shows them (`pos_attempts`, `pos_retry_at`);
 * - the platform call that failed (`platform_failed_action`), so a person can send it again;
 * - `venues.push_version`, raised by each push of the venue to its boards, which drop an older one.
 */
export function orderOwnerMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('pos_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('pos_retry_at', 'varchar(30)').execute();
      await db.schema.alterTable('orders').addColumn('platform_failed_action', 'varchar(40)').execute();
      await db.schema
        .alterTable('venues')
        .addColumn('push_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
