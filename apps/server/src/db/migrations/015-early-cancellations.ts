import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Cancellations a platform sent for an order not stored yet (its fetch failing, or its webhook still
 * to come): the order is stored cancelled when it arrives. Keyed like the orders themselves.
 */
export function earlyCancellationsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('early_cancellations')
        .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('platform_order_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('platform_status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('early_cancellations_order_uq', ['platform', 'platform_order_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('early_cancellations').execute();
    },
  };
}
