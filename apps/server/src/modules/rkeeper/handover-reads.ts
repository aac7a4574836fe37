import type { RkeeperDeps } from './rkeeper-deps';
import { readCacheOf } from '../../db/read-cache';
import { switchedOffMenuIds } from '../menus/menu-store';
import { loadPosConnection, type PosConnection } from './till/pos-connection.repository';
import type { PosMappings } from './pos-mapping';

/*
 * What every hand-over reads of its venue (the POS connection with its secrets opened, the item
 * mappings, the items switched off), kept a moment (db/read-cache.ts): it changes seldom, and orders
 * come by the hundred. A deleted venue or connection takes its rows along, so their writes count too.
 */

export async function posConnectionOf(ctx: RkeeperDeps, venueId: number): Promise<PosConnection | null> {
  const cache = readCacheOf<PosConnection | null>(ctx, 'pos-connection', ['pos_connections', 'venues']);
  const conn = await cache.get(String(venueId), () => loadPosConnection(ctx.db.kysely, ctx.secrets, venueId));
  return conn ?? null;
}

export async function posMappingsOf(
  ctx: RkeeperDeps,
  venueId: number,
  platform: string,
): Promise<PosMappings> {
  const cache = readCacheOf<PosMappings>(ctx, 'pos-mappings', ['pos_item_mappings', 'venues']);
  const mappings = await cache.get(`${venueId}:${platform}`, async () => {
    const rows = await ctx.db.kysely
      .selectFrom('pos_item_mappings')
      .select(['kind', 'platform_ref', 'rk_ident'])
      .where('venue_id', '=', venueId)
      .where('platform', '=', platform)
      .execute();
    const dishes = new Map<string, string>();
    const modifiers = new Map<string, string>();
    for (const r of rows) (r.kind === 'dish' ? dishes : modifiers).set(r.platform_ref, r.rk_ident);
    return { dishes, modifiers };
  });
  return mappings!;
}

export async function switchedOffOf(ctx: RkeeperDeps, instanceId: number): Promise<Set<string>> {
  const cache = readCacheOf<Set<string>>(ctx, 'switched-off', [
    'menu_item_settings',
    'platform_instances',
    'venues',
  ]);
  const ids = await cache.get(String(instanceId), () => switchedOffMenuIds(ctx.db.kysely, instanceId));
  return ids!;
}
