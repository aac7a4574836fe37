import {
  PLATFORM_KINDS,
  type TListVenuesQuery,
  type TPlatformKind,
  type TVenueIdName,
  type TVenueListItem,
  type TVenueSummary,
} from '@orderdesk/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { pageWindow } from '../../db/paging';
import type { Database, VenuesTable } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { busyModeOf } from './venue-busy-row';
import { isLicensed, licenceDatesOf } from './venue-licence-dates';
import { scopedVenueIds } from './venue-scope';

export type VenueRow = Selectable<VenuesTable>;
/** A venue with the names of its area and group. */
export type VenueDetailRow = VenueRow & { area_name: string | null; venue_group_name: string | null };

export function toVenueSummary(row: VenueRow): TVenueSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.is_online === 1,
    areaId: row.area_id,
    venueGroupId: row.venue_group_id,
    timeZoneId: row.time_zone_id,
    maxCookingTimeInMinutes: row.max_cooking_time_minutes,
    defaultCookingTimeInMinutes: row.default_cooking_time_minutes,
    busyMode: busyModeOf(row),
  };
}

export type ConnectionCounts = TVenueListItem['connections'];

export function toVenueListItem(
  row: VenueDetailRow,
  connections: ConnectionCounts,
  now: Date,
): TVenueListItem {
  const dates = licenceDatesOf(row);
  return {
    id: row.id,
    name: row.name,
    status: row.is_online === 1,
    areaId: row.area_id,
    areaName: row.area_name,
    venueGroupId: row.venue_group_id,
    venueGroupName: row.venue_group_name,
    timeZoneId: row.time_zone_id,
    offlineUntil: row.is_online === 1 ? null : row.offline_until,
    isWoltLicensed: isLicensed(dates.wolt, now),
    isBoltLicensed: isLicensed(dates.bolt, now),
    isFudyLicensed: isLicensed(dates.fudy, now),
    isGlovoLicensed: isLicensed(dates.glovo, now),
    connections,
  };
}

/** Per venue: how many connections each platform has, and how many of them are enabled. */
export async function countVenueConnections(
  db: Kysely<Database>,
  venueIds: readonly number[],
): Promise<Map<number, ConnectionCounts>> {
  const counts = new Map<number, ConnectionCounts>();
  if (venueIds.length === 0) return counts;
  const rows = await db
    .selectFrom('platform_instances')
    .select((eb) => [
      'venue_id',
      'platform',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string>(eb.case().when('is_enabled', '=', 1).then(1).else(0).end()).as('enabled'),
    ])
    .where('venue_id', 'in', venueIds)
    .groupBy(['venue_id', 'platform'])
    .orderBy('venue_id')
    .orderBy('platform')
    .execute();
  for (const row of rows) {
    if (!(PLATFORM_KINDS as readonly string[]).includes(row.platform)) continue;
    const list = counts.get(row.venue_id) ?? [];
    list.push({
      platform: row.platform as TPlatformKind,
      total: Number(row.total),
      enabled: Number(row.enabled ?? 0),
    });
    counts.set(row.venue_id, list);
  }
  return counts;
}

export function findVenue(db: Kysely<Database>, id: number) {
  return db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Venues with their area's and group's names. */
function venueDetails(db: Kysely<Database>) {
  return db
    .selectFrom('venues')
    .leftJoin('areas', 'areas.id', 'venues.area_id')
    .leftJoin('venue_groups', 'venue_groups.id', 'venues.venue_group_id');
}

/** The same, within the caller's scope. */
function scopedVenueDetails(db: Kysely<Database>, user: RequestUser) {
  const query = venueDetails(db);
  const scope = scopedVenueIds(db, user);
  return scope ? query.where('venues.id', 'in', scope) : query;
}

const DETAIL_COLUMNS = ['areas.name as area_name', 'venue_groups.name as venue_group_name'] as const;

/** A venue with names, read without scope (after the caller's own write). */
export function findVenueDetail(db: Kysely<Database>, id: number): Promise<VenueDetailRow | undefined> {
  return venueDetails(db)
    .selectAll('venues')
    .select(DETAIL_COLUMNS)
    .where('venues.id', '=', id)
    .executeTakeFirst();
}

/** A venue the caller reaches, with names, or undefined (whether it is missing or out of scope). */
export function findScopedVenueDetail(
  db: Kysely<Database>,
  user: RequestUser,
  id: number,
): Promise<VenueDetailRow | undefined> {
  return scopedVenueDetails(db, user)
    .selectAll('venues')
    .select(DETAIL_COLUMNS)
    .where('venues.id', '=', id)
    .executeTakeFirst();
}

export async function listVenueRows(
  db: Kysely<Database>,
  user: RequestUser,
  query: TListVenuesQuery,
): Promise<{ rows: VenueDetailRow[]; total: number }> {
  let q = scopedVenueDetails(db, user);
  if (query.areaId !== undefined) q = q.where('venues.area_id', '=', query.areaId);
  if (query.venueGroupId !== undefined) q = q.where('venues.venue_group_id', '=', query.venueGroupId);
  if (query.status !== undefined) q = q.where('venues.is_online', '=', query.status ? 1 : 0);
  if (query.search) q = q.where(textContains(sql.ref('venues.name'), containsPattern(query.search)));
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sortDesc ? 'desc' : 'asc';
  const { limit, offset } = pageWindow(query);
  const rows = await q
    .selectAll('venues')
    .select(DETAIL_COLUMNS)
    .orderBy(lowerText(sql.ref('venues.name')), direction)
    .orderBy('venues.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(counted.n) };
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

export async function insertVenue(db: Kysely<Database>, values: Insertable<VenuesTable>): Promise<number> {
  const row = await db.insertInto('venues').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVenue(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<VenuesTable>,
): Promise<boolean> {
  const result = await db.updateTable('venues').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether orders, or people bound to the venue, still refer to it. */
export async function isVenueInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const order = await db.selectFrom('orders').select('id').where('venue_id', '=', id).executeTakeFirst();
  if (order) return true;
  const user = await db.selectFrom('users').select('id').where('venue_id', '=', id).executeTakeFirst();
  return user !== undefined;
}

/** Its platform connections go with it; people showing it as their active venue show none. */
export async function deleteVenue(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('venues').where('id', '=', id).execute();
}
