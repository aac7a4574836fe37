import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * The POS side of an order: each venue's r_keeper 7 cash server (plain options as JSON, credentials
 * sealed), the per-venue mapping of platform item ids to r_keeper dishes and modifiers, the r_keeper
 * check an order became (or why it could not), and every call made for an order (the attempt log).
 */
export function rkeeperMigration(engine: Engine) {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pos_connections')
        .addColumn('venue_id', 'integer', (c) => c.primaryKey().references('venues.id').onDelete('cascade'))
        .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('secrets', 'text')
        .addColumn('license_seq_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('pos_item_mappings')
        .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('platform_ref', 'varchar(200)', (c) => c.notNull())
        .addColumn('rk_ident', 'varchar(50)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)')
        .addUniqueConstraint('pos_item_mappings_ref', ['venue_id', 'platform', 'kind', 'platform_ref'])
        .execute();

      for (const name of ['pos_guid', 'pos_visit_id', 'pos_order_number'])
        await db.schema.alterTable('orders').addColumn(name, 'varchar(100)').execute();
      await db.schema.alterTable('orders').addColumn('pos_error', 'text').execute();
      await db.schema.alterTable('orders').addColumn('pos_problems', 'text').execute();
      await db.schema.alterTable('orders').addColumn('pos_paid_at', 'varchar(30)').execute();

      await db.schema
        .createTable('order_attempts')
        .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('target', 'varchar(20)', (c) => c.notNull())
        .addColumn('operation', 'varchar(50)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('order_attempts_order').on('order_attempts').column('order_id').execute();
    },
  };
}
