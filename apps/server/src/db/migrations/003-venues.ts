import { type Kysely, sql } from 'kysely';

/** Spec §3's every-day 00:00-23:59, as stored for venues that have no schedule of their own yet. */
const DEFAULT_SCHEDULE_JSON = JSON.stringify(
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
    opening_day: day,
    opening_time: '00:00',
    closing_day: day,
    closing_time: '23:59',
  })),
);

type AddColumn = (
  table: string,
  name: string,
  type: 'text' | 'integer' | 'varchar(30)' | 'varchar(200)',
) => Promise<void>;

/**
 * The whole venue: its company and contact details, the settings of docs/product.md §3 (JSON validated by the
 * contracts; max cooking time and time zone stay in their own columns), the schedule, the online state
 * with a timed pause, the four licence expiry dates; and per connection its name, non-secret options,
 * sealed secrets and its own online state.
 */
export function venuesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // SQLite adds one column per statement.
      const add: AddColumn = async (table, name, type) => {
        await db.schema.alterTable(table).addColumn(name, type).execute();
      };
      for (const name of ['company_name', 'company_code', 'vat_code', 'phone', 'email'])
        await add('venues', name, 'varchar(200)');
      await add('venues', 'address', 'text');
      await db.schema
        .alterTable('venues')
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .alterTable('venues')
        .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(DEFAULT_SCHEDULE_JSON))
        .execute();
      for (const name of ['status_changed_at', 'offline_until']) await add('venues', name, 'varchar(30)');
      await add('venues', 'offline_reason', 'text');
      for (const platform of ['wolt', 'bolt', 'fudy', 'glovo'])
        await add('venues', `${platform}_expires_at`, 'varchar(30)');

      await db.schema
        .alterTable('platform_instances')
        .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('platform_instances')
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      // Sealed JSON of the connection's secrets (AES-256-GCM); `api_key` of 001 is moved in at start-up.
      await add('platform_instances', 'secrets', 'text');
      await add('platform_instances', 'updated_at', 'varchar(30)');
      await db
        .updateTable('platform_instances' as never)
        .set({ updated_at: sql.ref('created_at') } as never)
        .execute();
      await db.schema
        .alterTable('platform_instances')
        .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const name of ['status_changed_at', 'offline_until', 'status_confirmed_at'])
        await add('platform_instances', name, 'varchar(30)');
      for (const name of ['offline_reason', 'status_error']) await add('platform_instances', name, 'text');
      await db.schema
        .createIndex('platform_instances_venue')
        .on('platform_instances')
        .column('venue_id')
        .execute();
    },
  };
}
