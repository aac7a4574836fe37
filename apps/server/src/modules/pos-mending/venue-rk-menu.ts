import type { Rk7MenuItem } from '../rkeeper/till/rk7-client';
import { readStoredMenu } from '../menus/menu-store';
import { posConnectionOf } from '../rkeeper/handover-reads';
import { indexRkMenu, type RkMenuIndex } from '../rkeeper/pos-mapping';
import { cachedRkReference, loadRkMenu } from '../rkeeper/rk-menu-cache';
import { rk7ClientFor } from '../rkeeper/rk7-venue-client';
import type { PosMendingDeps } from './pos-mending-deps';

export type RkMenuSource = 'rkeeper' | 'import';

export interface VenueRkMenu {
  source: RkMenuSource;
  dishes: Rk7MenuItem[];
  modifiers: Rk7MenuItem[];
  index: RkMenuIndex;
}

const asItem = (i: { ident: string; code: string | null; name: string }): Rk7MenuItem => ({
  ident: i.ident,
  code: i.code,
  name: i.name,
  status: null,
  guid: null,
});

/** The last import's dishes and modifiers (active ones, as GetRefData reads them), or null. */
async function importedMenu(ctx: Pick<PosMendingDeps, 'db'>, venueId: number): Promise<VenueRkMenu | null> {
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  if (!stored) return null;
  const dishes = stored.reference.dishes.filter((d) => d.isActive).map(asItem);
  const modifiers = stored.reference.modifiers.filter((m) => m.isActive).map(asItem);
  return { source: 'import', dishes, modifiers, index: indexRkMenu(dishes, modifiers, stored.onSale) };
}

/**
 * The venue's r_keeper menu to mend orders against. `live`: read as the hand-over reads it (what is on
 * sale now included), falling back to the last import when r_keeper cannot be reached. Otherwise what
 * the hand-over last read, else the last import, else r_keeper itself. Null when none is known.
 */
export async function venueRkMenu(
  ctx: PosMendingDeps,
  venueId: number,
  opts: { live: boolean },
): Promise<VenueRkMenu | null> {
  if (!opts.live) {
    const cached = cachedRkReference(venueId);
    if (cached) return fromCache(cached);
    const imported = await importedMenu(ctx, venueId);
    if (imported) return imported;
  }
  const conn = await posConnectionOf(ctx, venueId);
  if (conn?.url) {
    try {
      const index = await loadRkMenu(rk7ClientFor(ctx, conn), venueId, conn.stationCode);
      const read = cachedRkReference(venueId);
      if (read) return { ...fromCache(read), index };
    } catch {
      // r_keeper cannot be reached: the last import is the best there is.
    }
  }
  return opts.live ? importedMenu(ctx, venueId) : null;
}

function fromCache(ref: { dishes: Rk7MenuItem[]; modifiers: Rk7MenuItem[] }): VenueRkMenu {
  return {
    source: 'rkeeper',
    dishes: ref.dishes,
    modifiers: ref.modifiers,
    index: indexRkMenu(ref.dishes, ref.modifiers, null),
  };
}
