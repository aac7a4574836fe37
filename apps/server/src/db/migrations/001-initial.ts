import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

/** Auto-increment primary key in each engine's own way. */
function idType(engine: Engine) {
  return engine === 'postgres' ? 'serial' : 'integer';
}

export function initialMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const id = idType(engine);
      const autoId = (c: ColumnDefinitionBuilder) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('areas')
        .addColumn('id', id, autoId)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('venue_groups')
        .addColumn('id', id, autoId)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('venues')
        .addColumn('id', id, autoId)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
        .addColumn('venue_group_id', 'integer', (c) => c.references('venue_groups.id').onDelete('set null'))
        .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('time_zone_id', 'integer', (c) => c.notNull())
        .addColumn('max_cooking_time_minutes', 'integer', (c) => c.notNull())
        .addColumn('default_cooking_time_minutes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', id, autoId)
        .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('user_name_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)')
        .addColumn('last_name', 'varchar(100)')
        .addColumn('email', 'varchar(200)')
        .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('additional_settings', 'text', (c) => c.notNull())
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', id, autoId)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('family_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(30)')
        .addColumn('replaced_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

      await db.schema
        .createTable('platform_instances')
        .addColumn('id', id, autoId)
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('external_venue_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('api_key', 'text')
        .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('platform_instances_external', ['platform', 'external_venue_id'])
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', id, autoId)
        .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
        .addColumn('platform_instance_id', 'integer', (c) =>
          c.notNull().references('platform_instances.id').onDelete('cascade'),
        )
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('platform_order_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('order_number', 'varchar(50)')
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('state_id', 'integer', (c) => c.notNull())
        .addColumn('is_created_in_rkeeper', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('adjusted_time_minutes', 'integer')
        .addColumn('customer_name', 'varchar(200)')
        .addColumn('delivery_type', 'varchar(50)')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('platform_payload', 'text', (c) => c.notNull())
        .addColumn('platform_error', 'text')
        .addColumn('accepted_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('orders_platform_order', ['platform', 'platform_order_id'])
        .execute();
      await db.schema
        .createIndex('orders_venue_status')
        .on('orders')
        .columns(['venue_id', 'status_id'])
        .execute();

      await db.schema
        .createTable('webhook_receipts')
        .addColumn('id', id, autoId)
        .addColumn('platform', 'varchar(20)', (c) => c.notNull())
        .addColumn('notification_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('webhook_receipts_notification', ['platform', 'notification_id'])
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', id, autoId)
        .addColumn('type', 'varchar(100)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locked_by', 'varchar(100)')
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', id, autoId)
        .addColumn('user_id', 'integer')
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('entity', 'varchar(100)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(100)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      if (engine === 'postgres') {
        // Table the Socket.IO PostgreSQL adapter uses for large packets between instances.
        await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
          id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`.execute(db);
      }
    },
  };
}
