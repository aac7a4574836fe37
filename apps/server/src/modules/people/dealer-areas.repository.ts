import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Area ids of each dealer, in one query. */
export async function areaIdsByDealer(
  db: Kysely<Database>,
  dealerIds: number[],
): Promise<Map<number, number[]>> {
  const byDealer = new Map<number, number[]>(dealerIds.map((id) => [id, []]));
  if (dealerIds.length === 0) return byDealer;
  const rows = await db
    .selectFrom('dealer_areas')
    .select(['dealer_id', 'area_id'])
    .where('dealer_id', 'in', dealerIds)
    .orderBy('area_id')
    .execute();
  for (const row of rows) byDealer.get(row.dealer_id)?.push(row.area_id);
  return byDealer;
}

export async function replaceDealerAreas(
  db: Kysely<Database>,
  dealerId: number,
  areaIds: number[],
): Promise<void> {
  await db.deleteFrom('dealer_areas').where('dealer_id', '=', dealerId).execute();
  if (areaIds.length === 0) return;
  await db
    .insertInto('dealer_areas')
    .values(areaIds.map((areaId) => ({ dealer_id: dealerId, area_id: areaId })))
    .execute();
}

/** Dealers serving an area, as a subquery of user ids. */
export function dealersOfArea(db: Kysely<Database>, areaId: number) {
  return db
    .selectFrom('dealer_areas')
    .select('dealer_areas.dealer_id')
    .where('dealer_areas.area_id', '=', areaId);
}
