import type { Kysely } from 'kysely';

/**
 * Reports: when each order became ready and how long its POS hand-over stayed BAD (one row per order
 * that has either), and a covering index so sales and acceptance figures read the index alone by
 * venue and time.
 */
export function reportsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('order_report_times')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('ready_at', 'varchar(30)')
        .addColumn('bad_at', 'varchar(30)')
        .addColumn('bad_since', 'varchar(30)')
        .addColumn('bad_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('orders_report')
        .on('orders')
        .columns(['venue_id', 'created_at', 'status_id', 'platform', 'amount', 'currency', 'accepted_at'])
        .execute();
    },
  };
}
