import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * r_keeper's refusals of a hand-over that its error table knows (packages/contracts pos/rk7-errors.ts),
 * one row each, for the operations report: the venue, order and platform, the table's policy and
 * advice, r_keeper's number where it gave one, and when.
 */
export function posRefusalsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pos_refusals')
        .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('policy', 'text', (c) => c.notNull())
        .addColumn('advice', 'text', (c) => c.notNull())
        .addColumn('error_number', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pos_refusals_venue_time')
        .on('pos_refusals')
        .columns(['venue_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('pos_refusals').execute();
    },
  };
}
