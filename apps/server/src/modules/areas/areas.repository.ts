import type { TArea, TListAreasQuery } from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { pageWindow } from '../../db/paging';
import type { AreasTable, Database } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { scopedAreaIds } from './area-scope';

export type AreaRow = Selectable<AreasTable>;

export function toArea(row: AreaRow): TArea {
  return { id: row.id, name: row.name };
}

function scopedAreas(db: Kysely<Database>, user: RequestUser) {
  const query = db.selectFrom('areas');
  const scope = scopedAreaIds(db, user);
  return scope ? query.where('areas.id', 'in', scope) : query;
}

export async function listAreaRows(
  db: Kysely<Database>,
  user: RequestUser,
  query: TListAreasQuery,
): Promise<{ rows: AreaRow[]; total: number }> {
  let q = scopedAreas(db, user);
  if (query.search) q = q.where(textContains(sql.ref('areas.name'), containsPattern(query.search)));
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sortDesc ? 'desc' : 'asc';
  const { limit, offset } = pageWindow(query);
  const rows = await q
    .selectAll('areas')
    .orderBy(lowerText(sql.ref('areas.name')), direction)
    .orderBy('areas.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(counted.n) };
}

export function findScopedArea(db: Kysely<Database>, user: RequestUser, id: number) {
  return scopedAreas(db, user).selectAll('areas').where('areas.id', '=', id).executeTakeFirst();
}

/** Area names are unique regardless of case. */
export async function isAreaNameTaken(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('areas')
    .select('id')
    .where(lowerText(sql.ref('areas.name')), '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether venues or venue groups still lie in the area. */
export async function isAreaInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const venue = await db.selectFrom('venues').select('id').where('area_id', '=', id).executeTakeFirst();
  if (venue) return true;
  const group = await db.selectFrom('venue_groups').select('id').where('area_id', '=', id).executeTakeFirst();
  return group !== undefined;
}

export function insertArea(db: Kysely<Database>, name: string, now: string): Promise<AreaRow> {
  return db.insertInto('areas').values({ name, created_at: now }).returningAll().executeTakeFirstOrThrow();
}

export function updateArea(db: Kysely<Database>, id: number, name: string): Promise<AreaRow | undefined> {
  return db.updateTable('areas').set({ name }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteArea(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('areas').where('id', '=', id).execute();
}
