import type { TPosMapping } from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PosItemMappingsTable } from '../../db/schema';

type MappingRow = Selectable<PosItemMappingsTable>;

export function toPosMapping(row: MappingRow): TPosMapping {
  return {
    id: row.id,
    platform: row.platform,
    kind: row.kind,
    platformRef: row.platform_ref,
    rkIdent: row.rk_ident,
    name: row.name,
    isManual: row.is_manual === 1,
  };
}

/** Every mapping of the venue: the ones written by hand first, then by platform, kind and id. */
export function listVenueMappings(db: Kysely<Database>, venueId: number): Promise<MappingRow[]> {
  return db
    .selectFrom('pos_item_mappings')
    .selectAll()
    .where('venue_id', '=', venueId)
    .orderBy('is_manual', 'desc')
    .orderBy('platform')
    .orderBy('kind')
    .orderBy('platform_ref')
    .execute();
}

export function findMapping(
  db: Kysely<Database>,
  venueId: number,
  key: { platform: string; kind: 'dish' | 'modifier'; platformRef: string },
): Promise<MappingRow | undefined> {
  return db
    .selectFrom('pos_item_mappings')
    .selectAll()
    .where('venue_id', '=', venueId)
    .where('platform', '=', key.platform)
    .where('kind', '=', key.kind)
    .where('platform_ref', '=', key.platformRef)
    .executeTakeFirst();
}

export function findMappingById(
  db: Kysely<Database>,
  venueId: number,
  id: number,
): Promise<MappingRow | undefined> {
  return db
    .selectFrom('pos_item_mappings')
    .selectAll()
    .where('venue_id', '=', venueId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes the mapping as one a person made (a menu import keeps it), over any row under the same key. */
export async function upsertManualMapping(
  db: Kysely<Database>,
  venueId: number,
  value: { platform: string; kind: 'dish' | 'modifier'; platformRef: string; rkIdent: string; name: string },
): Promise<MappingRow> {
  await db
    .insertInto('pos_item_mappings')
    .values({
      venue_id: venueId,
      platform: value.platform,
      kind: value.kind,
      platform_ref: value.platformRef,
      rk_ident: value.rkIdent,
      name: value.name.slice(0, 200),
      is_manual: 1,
    })
    .onConflict((oc) =>
      oc.columns(['venue_id', 'platform', 'kind', 'platform_ref']).doUpdateSet((eb) => ({
        rk_ident: eb.ref('excluded.rk_ident'),
        name: eb.ref('excluded.name'),
        is_manual: 1,
      })),
    )
    .execute();
  return (await findMapping(db, venueId, value))!;
}

export async function deleteMapping(db: Kysely<Database>, venueId: number, id: number): Promise<void> {
  await db.deleteFrom('pos_item_mappings').where('venue_id', '=', venueId).where('id', '=', id).execute();
}
