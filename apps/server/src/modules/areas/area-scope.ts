import { Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';

/** The areas a dealer serves, as a subquery of area ids (read live, so a change applies at once). */
export function dealerAreaIds(db: Kysely<Database>, dealerId: number) {
  return db
    .selectFrom('dealer_areas')
    .select('dealer_areas.area_id')
    .where('dealer_areas.dealer_id', '=', dealerId);
}

/**
 * The areas the caller reaches, as a subquery of ids; null for admins, who reach every area.
 * Dealers reach the areas they serve; managers and operators the area of their venue.
 */
export function scopedAreaIds(db: Kysely<Database>, user: RequestUser) {
  if (user.role === Role.ADMIN) return null;
  const areas = db.selectFrom('areas').select('areas.id');
  if (user.role === Role.DEALER) return areas.where('areas.id', 'in', dealerAreaIds(db, user.id));
  return areas.where(
    'areas.id',
    'in',
    db
      .selectFrom('venues')
      .select('venues.area_id')
      .where('venues.id', '=', user.venueId ?? 0),
  );
}

/** Which of the given area ids exist within the caller's scope. */
export async function scopedAreaIdsAmong(
  db: Kysely<Database>,
  user: RequestUser,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let query = db.selectFrom('areas').select('areas.id').where('areas.id', 'in', ids);
  const scope = scopedAreaIds(db, user);
  if (scope) query = query.where('areas.id', 'in', scope);
  return new Set((await query.execute()).map((r) => r.id));
}

/** A dealer may place something (a venue group, a venue) only in an area they serve; else 404 on `areaId`. */
export async function assertAreaInScope(
  db: Kysely<Database>,
  user: RequestUser,
  areaId: number,
): Promise<void> {
  if (!(await scopedAreaIdsAmong(db, user, [areaId])).has(areaId)) throw AppError.notFound('Area', 'areaId');
}
