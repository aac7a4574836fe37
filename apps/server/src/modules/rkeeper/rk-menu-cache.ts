import type { Rk7Client, Rk7MenuItem } from './till/rk7-client';
import { indexRkMenu, type RkMenuIndex } from './pos-mapping';

interface CachedReference {
  xmlVersion: string | null;
  dishes: Rk7MenuItem[];
  modifiers: Rk7MenuItem[];
}

/** Per venue, the r_keeper references last read, kept while the cash server's `XmlVersion` stays the same. */
const cache = new Map<number, CachedReference>();

/**
 * The venue's menu as the hand-over checks it: what is on sale now (GetOrderMenu, every time), and
 * the dishes and modifiers (GetRefData), read again only when r_keeper's `XmlVersion` changed.
 */
export async function loadRkMenu(
  client: Rk7Client,
  venueId: number,
  stationCode: string | null,
): Promise<RkMenuIndex> {
  const onSale = await client.getOrderMenu(stationCode);
  let ref = cache.get(venueId);
  if (!ref || ref.xmlVersion === null || ref.xmlVersion !== onSale.xmlVersion) {
    const dishes = await client.getRefData('MENUITEMS');
    const modifiers = await client.getRefData('MODIFIERS');
    ref = { xmlVersion: dishes.xmlVersion, dishes: dishes.items, modifiers: modifiers.items };
    cache.set(venueId, ref);
  }
  return indexRkMenu(ref.dishes, ref.modifiers, onSale.dishIdents.size > 0 ? onSale.dishIdents : null);
}

/** The dishes and modifiers the hand-over last read for the venue, without asking r_keeper; null before. */
export function cachedRkReference(
  venueId: number,
): { dishes: Rk7MenuItem[]; modifiers: Rk7MenuItem[] } | null {
  const ref = cache.get(venueId);
  return ref ? { dishes: ref.dishes, modifiers: ref.modifiers } : null;
}
