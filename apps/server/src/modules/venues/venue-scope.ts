import { Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestUser } from '../../http/request-user';
import { dealerAreaIds } from '../areas/area-scope';

/**
 * The venues the caller reaches, as a subquery of ids; null for admins, who reach every venue.
 * Dealers reach the venues of their areas, managers and operators their own venue.
 */
export function scopedVenueIds(db: Kysely<Database>, user: RequestUser) {
  if (user.role === Role.ADMIN) return null;
  const venues = db.selectFrom('venues').select('venues.id');
  if (user.role === Role.DEALER) return venues.where('venues.area_id', 'in', dealerAreaIds(db, user.id));
  return venues.where('venues.id', '=', user.venueId ?? 0);
}

/** A venue the caller reaches, or undefined (whether it is missing or out of scope). */
export function findScopedVenue(db: Kysely<Database>, user: RequestUser, venueId: number) {
  let query = db.selectFrom('venues').selectAll().where('venues.id', '=', venueId);
  const scope = scopedVenueIds(db, user);
  if (scope) query = query.where('venues.id', 'in', scope);
  return query.executeTakeFirst();
}

/**
 * Whether the caller may work on a venue: admins on every venue, managers and operators on their own
 * (from the access token), dealers on the venues of their areas (read from the database, so a change
 * of a dealer's areas applies at once).
 */
export async function canAccessVenue(
  db: Kysely<Database>,
  user: RequestUser,
  venueId: number,
): Promise<boolean> {
  switch (user.role) {
    case Role.ADMIN:
      return true;
    case Role.MANAGER:
    case Role.OPERATOR:
      return user.venueId === venueId;
    case Role.DEALER:
      return (await findScopedVenue(db, user, venueId)) !== undefined;
  }
}
