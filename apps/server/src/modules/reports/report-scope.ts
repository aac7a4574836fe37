import { type TReportQuery, type TScheduleEntry, venueZoneName } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { assertAreaInScope } from '../areas/area-scope';
import { findScopedVenueGroup } from '../areas/venue-group-scope';
import { scheduleOf } from '../venues/venue-schedule';
import { settingsOf } from '../venues/venue-settings.repository';
import { findScopedVenue, scopedVenueIds } from '../venues/venue-scope';

/** A venue a report covers, with what its figures need: its clock, schedule and online state. */
export interface ReportVenue {
  id: number;
  name: string;
  zone: string;
  schedule: TScheduleEntry[];
  isOnline: boolean;
  statusChangedAt: string | null;
}

/**
 * The venues of a report: the caller's scope (admin: all; dealer: their areas; manager, operator:
 * their venue), narrowed by the query's venue, group or area. A filter naming something outside the
 * scope answers 404 on that field, as every other endpoint does.
 */
export async function reportVenues(
  db: Kysely<Database>,
  user: RequestUser,
  query: Pick<TReportQuery, 'venueId' | 'venueGroupId' | 'areaId'>,
): Promise<ReportVenue[]> {
  if (query.venueId !== undefined && !(await findScopedVenue(db, user, query.venueId))) {
    throw AppError.notFound('Venue', 'venueId');
  }
  if (query.venueGroupId !== undefined && !(await findScopedVenueGroup(db, user, query.venueGroupId))) {
    throw AppError.notFound('Venue group', 'venueGroupId');
  }
  if (query.areaId !== undefined) await assertAreaInScope(db, user, query.areaId);

  let venues = db.selectFrom('venues').selectAll();
  const scope = scopedVenueIds(db, user);
  if (scope) venues = venues.where('venues.id', 'in', scope);
  if (query.venueId !== undefined) venues = venues.where('venues.id', '=', query.venueId);
  if (query.venueGroupId !== undefined)
    venues = venues.where('venues.venue_group_id', '=', query.venueGroupId);
  if (query.areaId !== undefined) venues = venues.where('venues.area_id', '=', query.areaId);
  const rows = await venues.orderBy('venues.name').orderBy('venues.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    zone: venueZoneName(settingsOf(row)),
    schedule: scheduleOf(row),
    isOnline: row.is_online === 1,
    statusChangedAt: row.status_changed_at,
  }));
}
