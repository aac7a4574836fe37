import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findInstanceByExternalId(db: Kysely<Database>, platform: string, externalVenueId: string) {
  return db
    .selectFrom('platform_instances')
    .selectAll()
    .where('platform', '=', platform)
    .where('external_venue_id', '=', externalVenueId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
}

export function findInstance(db: Kysely<Database>, id: number) {
  return db.selectFrom('platform_instances').selectAll().where('id', '=', id).executeTakeFirst();
}
