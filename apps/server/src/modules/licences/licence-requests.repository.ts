import type { TLicRequest, TLicRequestStatus, TListLicRequestsQuery } from '@orderdesk/contracts';
import { sql, type Kysely } from 'kysely';
import { pageWindow } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { isUnlimitedLicence } from '@orderdesk/contracts';
import { licenceDatesOf, venueSelfSettingsOf } from '../venues/venue-licence-dates';
import { scopedVenueIds } from '../venues/venue-scope';
import { platformsOf } from './licence-events';

/** Requests joined with their venue, area and people, limited to the venues the caller reaches. */
function scopedRequests(db: Kysely<Database>, user: RequestUser) {
  let query = db
    .selectFrom('lic_requests as r')
    .innerJoin('venues as v', 'v.id', 'r.venue_id')
    .leftJoin('areas as a', 'a.id', 'v.area_id')
    .leftJoin('users as rq', 'rq.id', 'r.requested_by')
    .leftJoin('users as dc', 'dc.id', 'r.decided_by');
  const scope = scopedVenueIds(db, user);
  if (scope) query = query.where('r.venue_id', 'in', scope);
  return query;
}

function selectRequest(query: ReturnType<typeof scopedRequests>) {
  return query
    .selectAll('r')
    .select([
      'v.name as venue_name',
      'v.area_id',
      'a.name as area_name',
      'rq.user_name as requested_by_name',
      'dc.user_name as decided_by_name',
      'v.wolt_expires_at',
      'v.bolt_expires_at',
      'v.fudy_expires_at',
      'v.glovo_expires_at',
    ]);
}

export type LicRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequest>['executeTakeFirstOrThrow']>>;

export function toLicRequest(row: LicRequestRow): TLicRequest {
  const person = (id: number | null, name: string | null) =>
    id === null ? null : { id, userName: name ?? '' };
  return {
    id: row.id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    areaId: row.area_id,
    areaName: row.area_name,
    platforms: platformsOf(row.platforms),
    expiresAt: row.expires_at,
    unlimited: isUnlimitedLicence(row.expires_at),
    comment: row.comment,
    status: row.status as TLicRequestStatus,
    requestedBy: person(row.requested_by, row.requested_by_name),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    decidedBy: person(row.decided_by, row.decided_by_name),
    decidedAt: row.decided_at,
    autoApproved: row.auto_approved === 1,
    rejectReason: row.reject_reason,
    currentDates: venueSelfSettingsOf(licenceDatesOf(row)),
  };
}

export function findScopedLicRequest(
  db: Kysely<Database>,
  user: RequestUser,
  id: number,
): Promise<LicRequestRow | undefined> {
  return selectRequest(scopedRequests(db, user)).where('r.id', '=', id).executeTakeFirst();
}

const SORT_COLUMNS = {
  createdAt: sql.ref('r.created_at'),
  venueName: lowerText(sql.ref('v.name')),
  status: sql.ref('r.status'),
  expiresAt: sql.ref('r.expires_at'),
} as const;

/** Newest first unless a sort is asked; searched in venue name, requester's login and comment. */
export async function listLicRequestRows(
  db: Kysely<Database>,
  user: RequestUser,
  query: TListLicRequestsQuery,
): Promise<{ rows: LicRequestRow[]; total: number }> {
  let q = scopedRequests(db, user);
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or([
        textContains(sql.ref('v.name'), pattern),
        textContains(sql.ref('rq.user_name'), pattern),
        textContains(sql.ref('r.comment'), pattern),
      ]),
    );
  }
  if (query.status) q = q.where('r.status', '=', query.status);
  if (query.venueId) q = q.where('r.venue_id', '=', query.venueId);
  if (query.areaId) q = q.where('v.area_id', '=', query.areaId);
  if (query.platform) {
    q = q.where(sql<boolean>`(',' || ${sql.ref('r.platforms')} || ',') like ${`%,${query.platform},%`}`);
  }
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const sortBy = query.sortBy ?? 'createdAt';
  const direction = query.sortBy === undefined || query.sortDesc ? 'desc' : 'asc';
  const { limit, offset } = pageWindow(query);
  const rows = await selectRequest(q)
    .orderBy(SORT_COLUMNS[sortBy], direction)
    .orderBy('r.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(counted.n) };
}
