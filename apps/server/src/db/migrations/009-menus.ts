import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Menus: each venue's menu as last imported from r_keeper or an r_keeper export (the references as
 * JSON, with what r_keeper sold at the time), and each platform connection's own settings per menu
 * element (switched on or off, its own name, price and image), and every publish of a connection's
 * menu to its platform with what it left out and how it ended.
 */
export function menusMigration(engine: Engine) {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('menus')
        .addColumn('venue_id', 'integer', (c) => c.primaryKey().references('venues.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('xml_version', 'varchar(50)')
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('on_sale', 'text')
        .addColumn('file_name', 'varchar(255)')
        .addColumn('imported_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('menu_item_settings')
        .addColumn('instance_id', 'integer', (c) =>
          c.notNull().references('platform_instances.id').onDelete('cascade'),
        )
        .addColumn('element_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('is_enabled', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(200)')
        .addColumn('price', 'integer')
        .addColumn('discounted_price', 'integer')
        .addColumn('image_url', 'varchar(1000)')
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('menu_item_settings_pk', ['instance_id', 'element_id'])
        .execute();
      await db.schema
        .createIndex('menu_item_settings_venue')
        .on('menu_item_settings')
        .column('venue_id')
        .execute();

      await db.schema
        .createTable('menu_publishes')
        .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('instance_id', 'integer', (c) =>
          c.notNull().references('platform_instances.id').onDelete('cascade'),
        )
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('menu_version', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('transaction_id', 'varchar(200)')
        .addColumn('body', 'text')
        .addColumn('access_token', 'varchar(100)')
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('excluded', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer')
        .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('menu_publishes_instance')
        .on('menu_publishes')
        .columns(['instance_id', 'id'])
        .execute();
    },
  };
}
