import type { TVenueIdName, TVenueSummary } from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VenuesTable } from '../../db/schema';
import type { RequestUser } from '../../http/request-user';
import { scopedVenueIds } from './venue-scope';

export function toVenueSummary(row: Selectable<VenuesTable>): TVenueSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.is_online === 1,
    areaId: row.area_id,
    venueGroupId: row.venue_group_id,
    timeZoneId: row.time_zone_id,
    maxCookingTimeInMinutes: row.max_cooking_time_minutes,
    defaultCookingTimeInMinutes: row.default_cooking_time_minutes,
  };
}

export function findVenue(db: Kysely<Database>, id: number) {
  return db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Id and name of the venues the caller reaches, by name. */
export async function listScopedVenueIdNames(
  db: Kysely<Database>,
  user: RequestUser,
): Promise<TVenueIdName[]> {
  let query = db.selectFrom('venues').select(['venues.id', 'venues.name']);
  const scope = scopedVenueIds(db, user);
  if (scope) query = query.where('venues.id', 'in', scope);
  return query.orderBy('venues.name').orderBy('venues.id').execute();
}
