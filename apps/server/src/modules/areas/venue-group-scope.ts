import { Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestUser } from '../../http/request-user';
import { dealerAreaIds } from './area-scope';

/**
 * The venue groups the caller reaches, as a subquery of ids; null for admins, who reach every group.
 * Dealers reach the groups in their areas; managers and operators the group of their venue.
 */
export function scopedVenueGroupIds(db: Kysely<Database>, user: RequestUser) {
  if (user.role === Role.ADMIN) return null;
  const groups = db.selectFrom('venue_groups').select('venue_groups.id');
  if (user.role === Role.DEALER)
    return groups.where('venue_groups.area_id', 'in', dealerAreaIds(db, user.id));
  return groups.where(
    'venue_groups.id',
    'in',
    db
      .selectFrom('venues')
      .select('venues.venue_group_id')
      .where('venues.id', '=', user.venueId ?? 0),
  );
}

/** A venue group the caller reaches, or undefined (whether it is missing or out of scope). */
export function findScopedVenueGroup(db: Kysely<Database>, user: RequestUser, id: number) {
  let query = db.selectFrom('venue_groups').selectAll().where('venue_groups.id', '=', id);
  const scope = scopedVenueGroupIds(db, user);
  if (scope) query = query.where('venue_groups.id', 'in', scope);
  return query.executeTakeFirst();
}
