import {
  PLATFORM_KINDS,
  posIdLookupOrder,
  type TPlatformKind,
  type TPlatformPosItem,
  type TPlatformPosItems,
  type TPosItemKind,
} from '@orderdesk/contracts';
import type { RequestUser } from '../../http/request-user';
import { buildMenuTree, flattenMenuTree } from '../menus/menu-tree';
import { readStoredMenu, venueConnections } from '../menus/menu-store';
import { readIntakeVenue } from '../orders/intake-venue';
import { posContentOf } from '../rkeeper/pos-lines';
import { resolvePosRef, type PosMappings } from '../rkeeper/pos-mapping';
import { scopedVenue } from '../venues/venues.service';
import { listVenueMappings } from './pos-mappings.repository';
import { venueRkMenu } from './venue-rk-menu';
import type { PosMendingDeps } from './pos-mending-deps';

/** How many of the venue's latest orders are read for the items their platforms sent. */
const ORDERS_READ = 300;
const DEFAULT_LIMIT = 100;

type Seen = TPlatformPosItem['seenIn'][number];

interface Collected {
  platform: TPlatformKind;
  kind: TPosItemKind;
  platformRef: string;
  name: string | null;
  seenIn: Set<Seen>;
}

const isPlatform = (value: string): value is TPlatformKind =>
  (PLATFORM_KINDS as readonly string[]).includes(value);

/** Gathers each (platform, kind, id) once, keeping the first name given for it. */
class ItemBag {
  readonly items = new Map<string, Collected>();

  add(platform: string, kind: TPosItemKind, ref: string | null, name: string | null, seen: Seen): void {
    if (!ref || !isPlatform(platform)) return;
    const key = `${platform}\u0000${kind}\u0000${ref}`;
    const found = this.items.get(key);
    if (found) {
      found.seenIn.add(seen);
      found.name ??= name;
      return;
    }
    this.items.set(key, { platform, kind, platformRef: ref, name, seenIn: new Set([seen]) });
  }
}

/** The dishes, combos and modifiers of the menu the venue publishes, under the ids it publishes them with. */
async function addMenuItems(
  ctx: Pick<PosMendingDeps, 'db'>,
  venueId: number,
  platforms: string[],
  bag: ItemBag,
) {
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  if (!stored || platforms.length === 0) return;
  const tree = buildMenuTree({ reference: stored.reference, onSale: stored.onSale, settings: new Map() });
  for (const node of flattenMenuTree(tree)) {
    if (node.kind !== 'dish' && node.kind !== 'combo' && node.kind !== 'modifier') continue;
    const kind: TPosItemKind = node.kind === 'modifier' ? 'modifier' : 'dish';
    for (const platform of platforms) bag.add(platform, kind, node.id, node.name || node.rkName, 'menu');
  }
}

/** The dishes and options the venue's latest orders carried, with the ids their platforms sent. */
async function addOrderItems(ctx: Pick<PosMendingDeps, 'db'>, venueId: number, bag: ItemBag) {
  const orders = await ctx.db.kysely
    .selectFrom('orders')
    .innerJoin('order_payloads', 'order_payloads.order_id', 'orders.id')
    .select(['orders.platform', 'order_payloads.platform_payload'])
    .where('orders.venue_id', '=', venueId)
    .orderBy('orders.id', 'desc')
    .limit(ORDERS_READ)
    .execute();
  for (const order of orders) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(order.platform_payload) as Record<string, unknown>;
    } catch {
      continue;
    }
    const content = posContentOf(order.platform, payload);
    for (const line of content?.lines ?? []) {
      bag.add(order.platform, 'dish', line.ref, line.name, 'orders');
      // A combo's options are its component dishes.
      for (const option of line.options)
        bag.add(order.platform, line.isCombo ? 'dish' : 'modifier', option.ref, option.name, 'orders');
    }
  }
}

function matchesSearch(item: TPlatformPosItem, needle: string): boolean {
  if (!needle) return true;
  return [item.name ?? '', item.platformRef, item.rk?.ident ?? '', item.rk?.code ?? '', item.rk?.name ?? '']
    .map((text) => text.toLocaleLowerCase())
    .some((text) => text.includes(needle));
}

/**
 * `GET /api/venues/:id/pos-items`: every item the venue's platforms know (the menu it publishes to each
 * connected platform, the mapping rows, the lines of its latest orders), each with the r_keeper dish or
 * modifier the hand-over would write it as, and how it got there; the unmapped first.
 */
export async function platformPosItems(
  ctx: PosMendingDeps,
  user: RequestUser,
  venueId: number,
  query: {
    search?: string;
    unmappedOnly?: boolean;
    platform?: TPlatformKind;
    kind?: TPosItemKind;
    limit?: number;
  },
): Promise<TPlatformPosItems> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const [connections, rows, menu, { settings }] = await Promise.all([
    venueConnections(ctx.db.kysely, venueId),
    listVenueMappings(ctx.db.kysely, venueId),
    venueRkMenu(ctx, venueId, { live: false }),
    readIntakeVenue(ctx, venueId),
  ]);
  const platforms = [...new Set(connections.map((c) => c.platform))];
  const bag = new ItemBag();
  await addMenuItems(ctx, venueId, platforms, bag);
  // The import writes rows for every platform; those of platforms the venue is not on are left out
  // unless a person wrote them.
  for (const row of rows)
    if (row.is_manual === 1 || platforms.includes(row.platform))
      bag.add(row.platform, row.kind, row.platform_ref, null, 'mapping');
  await addOrderItems(ctx, venueId, bag);

  const order = posIdLookupOrder(settings.posIdLookup);
  const rowOf = new Map(rows.map((r) => [`${r.platform}\u0000${r.kind}\u0000${r.platform_ref}`, r]));
  const mappingsOf = new Map<string, PosMappings>();
  const mappingsFor = (platform: string): PosMappings => {
    let found = mappingsOf.get(platform);
    if (!found) {
      found = { dishes: new Map(), modifiers: new Map() };
      for (const r of rows)
        if (r.platform === platform)
          (r.kind === 'dish' ? found.dishes : found.modifiers).set(r.platform_ref, r.rk_ident);
      mappingsOf.set(platform, found);
    }
    return found;
  };

  const all: TPlatformPosItem[] = [...bag.items.entries()].map(([key, item]) => {
    const row = rowOf.get(key);
    const resolved = menu
      ? resolvePosRef(item.platformRef, item.kind, mappingsFor(item.platform), menu.index, order)
      : undefined;
    return {
      platform: item.platform,
      kind: item.kind,
      platformRef: item.platformRef,
      name: item.name ?? row?.name ?? null,
      seenIn: [...item.seenIn],
      rk: resolved
        ? { ident: resolved.item.ident, code: resolved.item.code, name: resolved.item.name }
        : null,
      match: !resolved
        ? null
        : resolved.via === 'mapping'
          ? row?.is_manual === 1
            ? 'manual'
            : 'import'
          : resolved.via,
      mappingId: row?.id ?? null,
      mappedIdent: row?.rk_ident ?? null,
      brokenMapping: menu !== null && row !== undefined && !resolved,
    };
  });
  all.sort(
    (a, b) =>
      Number(a.rk !== null) - Number(b.rk !== null) ||
      a.platform.localeCompare(b.platform) ||
      a.kind.localeCompare(b.kind) ||
      (a.name ?? a.platformRef).localeCompare(b.name ?? b.platformRef),
  );

  const needle = query.search?.toLocaleLowerCase() ?? '';
  const found = all.filter(
    (item) =>
      (!query.unmappedOnly || item.rk === null) &&
      (!query.platform || item.platform === query.platform) &&
      (!query.kind || item.kind === query.kind) &&
      matchesSearch(item, needle),
  );
  const limit = query.limit ?? DEFAULT_LIMIT;
  return {
    menuSource: menu?.source ?? null,
    posIdLookup: settings.posIdLookup,
    total: all.length,
    unmapped: all.filter((item) => item.rk === null).length,
    items: found.slice(0, limit),
    more: Math.max(0, found.length - limit),
  };
}
