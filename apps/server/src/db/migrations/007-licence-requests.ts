import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Licence requests (a dealer or admin asks, an admin decides), the admin's licence settings (one row
 * of JSON, validated by the contracts) and the licence events of each venue.
 */
export function licenceRequestsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const id = engine === 'postgres' ? 'serial' : 'integer';
      const autoId = (c: ColumnDefinitionBuilder) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

      await db.schema
        .createTable('lic_requests')
        .addColumn('id', id, autoId)
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('platforms', 'varchar(100)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'varchar(30)')
        .addColumn('auto_approved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lic_requests_venue').on('lic_requests').column('venue_id').execute();
      await db.schema.createIndex('lic_requests_status').on('lic_requests').column('status').execute();

      await db.schema
        .createTable('licence_events')
        .addColumn('id', id, autoId)
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('request_id', 'integer', (c) => c.references('lic_requests.id').onDelete('set null'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('platforms', 'varchar(100)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('note', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('licence_events_venue')
        .on('licence_events')
        .columns(['venue_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('licence_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      // The one row, read over the defaults of the contracts until an admin saves settings.
      await db
        .insertInto('licence_settings' as never)
        .values({ id: 1, settings: '{}', updated_at: new Date().toISOString() } as never)
        .execute();
    },
  };
}
