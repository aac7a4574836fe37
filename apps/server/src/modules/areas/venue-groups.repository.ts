import type { TListVenueGroupsQuery, TVenueGroup } from '@orderdesk/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { pageWindow } from '../../db/paging';
import type { Database, VenueGroupsTable } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { scopedVenueGroupIds } from './venue-group-scope';

export type VenueGroupRow = Selectable<VenueGroupsTable>;

export function toVenueGroup(row: VenueGroupRow): TVenueGroup {
  return { id: row.id, name: row.name, areaId: row.area_id };
}

export async function listVenueGroupRows(
  db: Kysely<Database>,
  user: RequestUser,
  query: TListVenueGroupsQuery,
): Promise<{ rows: VenueGroupRow[]; total: number }> {
  let q = db.selectFrom('venue_groups');
  const scope = scopedVenueGroupIds(db, user);
  if (scope) q = q.where('venue_groups.id', 'in', scope);
  if (query.areaId !== undefined) q = q.where('venue_groups.area_id', '=', query.areaId);
  if (query.search) q = q.where(textContains(sql.ref('venue_groups.name'), containsPattern(query.search)));
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sortDesc ? 'desc' : 'asc';
  const { limit, offset } = pageWindow(query);
  const rows = await q
    .selectAll('venue_groups')
    .orderBy(lowerText(sql.ref('venue_groups.name')), direction)
    .orderBy('venue_groups.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(counted.n) };
}

export function insertVenueGroup(
  db: Kysely<Database>,
  values: Insertable<VenueGroupsTable>,
): Promise<VenueGroupRow> {
  return db.insertInto('venue_groups').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateVenueGroup(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<VenueGroupsTable>,
): Promise<VenueGroupRow | undefined> {
  return db.updateTable('venue_groups').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Venues of the group leave it; managers and operators showing it show no group. */
export async function deleteVenueGroup(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('venue_groups').where('id', '=', id).execute();
}
