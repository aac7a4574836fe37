import { type Kysely, sql } from 'kysely';

/**
 * Dealers' areas, the active venue and group of managers and operators, unique area names, and the
 * indexes of scoped queries.
 */
export function peopleMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('dealer_areas')
        .addColumn('dealer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('area_id', 'integer', (c) => c.notNull().references('areas.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('dealer_areas_pk', ['dealer_id', 'area_id'])
        .execute();
      await db.schema.createIndex('dealer_areas_area').on('dealer_areas').column('area_id').execute();

      // SQLite adds one column per statement.
      await db.schema
        .alterTable('users')
        .addColumn('active_venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('active_venue_group_id', 'integer', (c) =>
          c.references('venue_groups.id').onDelete('set null'),
        )
        .execute();

      // Area names are unique regardless of case; the service answers 409 before this is ever hit.
      await db.schema
        .createIndex('areas_name_key')
        .on('areas')
        .expression(sql`lower(name)`)
        .unique()
        .execute();
      await db.schema.createIndex('users_role_venue').on('users').columns(['role', 'venue_id']).execute();
      await db.schema.createIndex('venues_area').on('venues').column('area_id').execute();
      await db.schema.createIndex('venue_groups_area').on('venue_groups').column('area_id').execute();
      await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();
    },
  };
}
