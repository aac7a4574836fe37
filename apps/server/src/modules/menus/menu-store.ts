import { PLATFORM_KINDS, type TPlatformKind } from '@orderdesk/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MenusTable } from '../../db/schema';
import type { MenuReference } from '../rkeeper/till/menu-reference';
import type { ElementSettings } from './menu-tree';

export type MenuRow = Selectable<MenusTable>;

export interface StoredMenu {
  row: MenuRow;
  reference: MenuReference;
  onSale: Set<string> | null;
}

export async function readStoredMenu(db: Kysely<Database>, venueId: number): Promise<StoredMenu | null> {
  const row = await db.selectFrom('menus').selectAll().where('venue_id', '=', venueId).executeTakeFirst();
  if (!row) return null;
  return {
    row,
    reference: JSON.parse(row.reference) as MenuReference,
    onSale: row.on_sale === null ? null : new Set(JSON.parse(row.on_sale) as string[]),
  };
}

/** Writes an import (made at `now`) over the venue's menu and answers its new version. */
export async function storeMenu(
  trx: Kysely<Database>,
  venueId: number,
  input: {
    source: MenusTable['source'];
    xmlVersion: string | null;
    reference: MenuReference;
    onSale: string[] | null;
    fileName: string | null;
  },
  now: string,
): Promise<number> {
  const previous = await trx
    .selectFrom('menus')
    .select(['version', 'file_name'])
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  const version = (previous?.version ?? 0) + 1;
  const values = {
    version,
    source: input.source,
    xml_version: input.xmlVersion,
    reference: JSON.stringify(input.reference),
    on_sale: input.onSale === null ? null : JSON.stringify(input.onSale),
    file_name: input.fileName ?? (input.source === 'file' ? null : (previous?.file_name ?? null)),
    imported_at: now,
  };
  if (previous) await trx.updateTable('menus').set(values).where('venue_id', '=', venueId).execute();
  else
    await trx
      .insertInto('menus')
      .values({ venue_id: venueId, ...values })
      .execute();
  return version;
}

/** The venue's platform connections, in the order they were added. */
export function venueConnections(db: Kysely<Database>, venueId: number) {
  return db
    .selectFrom('platform_instances')
    .select(['id', 'platform', 'name', 'is_enabled'])
    .where('venue_id', '=', venueId)
    .orderBy('id')
    .execute();
}

/** The menu ids switched off (sold out) on one connection; the hand-over refuses orders for them. */
export async function switchedOffMenuIds(db: Kysely<Database>, instanceId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('menu_item_settings')
    .select('element_id')
    .where('instance_id', '=', instanceId)
    .where('is_enabled', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.element_id));
}

/** Per connection, its settings per element. */
export async function readElementSettings(
  db: Kysely<Database>,
  venueId: number,
): Promise<Map<number, Map<string, ElementSettings>>> {
  const rows = await db
    .selectFrom('menu_item_settings')
    .selectAll()
    .where('venue_id', '=', venueId)
    .execute();
  const out = new Map<number, Map<string, ElementSettings>>();
  for (const r of rows) {
    let of = out.get(r.instance_id);
    if (!of) out.set(r.instance_id, (of = new Map()));
    of.set(r.element_id, {
      isEnabled: r.is_enabled === 1,
      name: r.name,
      price: r.price,
      discountedPrice: r.discounted_price,
      imageUrl: r.image_url,
    });
  }
  return out;
}

export async function writeElementSettings(
  trx: Kysely<Database>,
  venueId: number,
  instanceId: number,
  rows: { elementId: string; settings: ElementSettings }[],
  now: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows.slice(i, i + 200).map(({ elementId, settings }) => ({
      instance_id: instanceId,
      element_id: elementId,
      venue_id: venueId,
      is_enabled: settings.isEnabled ? 1 : 0,
      name: settings.name,
      price: settings.price,
      discounted_price: settings.discountedPrice,
      image_url: settings.imageUrl,
      updated_at: now,
    }));
    await trx
      .insertInto('menu_item_settings')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['instance_id', 'element_id']).doUpdateSet((eb) => ({
          is_enabled: eb.ref('excluded.is_enabled'),
          name: eb.ref('excluded.name'),
          price: eb.ref('excluded.price'),
          discounted_price: eb.ref('excluded.discounted_price'),
          image_url: eb.ref('excluded.image_url'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Prefixes of the platform ids the import writes into the mapping table (see menu-ids in contracts). */
const IMPORTED_REF_PREFIXES = ['i_', 'c_', 'm_'];

/**
 * Fills the mapping table the hand-over reads: each dish, combo and modifier under the id the menu is
 * published with (`i_…`, `c_…`, `m_…`), for every platform, pointing at its r_keeper ident. Rows a
 * person wrote (`is_manual`), under any id, stay as they are. Answers the number of rows written.
 */
export async function fillPosMappings(
  trx: Kysely<Database>,
  venueId: number,
  elements: { id: string; kind: 'dish' | 'modifier'; rkIdent: string; name: string }[],
): Promise<number> {
  await trx
    .deleteFrom('pos_item_mappings')
    .where('venue_id', '=', venueId)
    .where(sql<string>`substr(platform_ref, 1, 2)`, 'in', IMPORTED_REF_PREFIXES)
    .where('is_manual', '=', 0)
    .execute();
  const rows = PLATFORM_KINDS.flatMap((platform: TPlatformKind) =>
    elements.map((e) => ({
      venue_id: venueId,
      platform,
      kind: e.kind,
      platform_ref: e.id,
      rk_ident: e.rkIdent,
      name: e.name.slice(0, 200),
    })),
  );
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('pos_item_mappings')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['venue_id', 'platform', 'kind', 'platform_ref']).doNothing())
      .execute();
  }
  return rows.length;
}
