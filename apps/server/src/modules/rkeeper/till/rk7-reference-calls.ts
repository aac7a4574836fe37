import { attrOf, attrs, childOf, listOf, Rk7Error, type XmlNode } from './rk7-xml';
import type { Rk7Session } from './rk7-session';

export interface Rk7MenuItem {
  ident: string;
  code: string | null;
  name: string;
  status: string | null;
  guid: string | null;
}

/** The calls that read the till's menu: its references and the dishes on sale now, with prices. */
export function rk7ReferenceCalls({ call }: Rk7Session) {
  /**
   * A reference's items as r_keeper wrote them (attributes and `RIChildItems`), for readers that
   * need more than ident, code and name (the menu import). `OnlyActive` is asked for as r_keeper's
   * schema spells it; servers that ignore it are filtered by the readers (`isActiveRow`). An answer
   * without the reference is unreadable, never an empty menu.
   */
  async function getRefItems(
    refName: string,
    opts: { withChildItems?: boolean } = {},
  ): Promise<{ xmlVersion: string | null; items: XmlNode[] }> {
    const a = await call('GetRefData', {
      RefName: refName,
      OnlyActive: '1',
      ...(opts.withChildItems === false ? {} : { WithChildItems: '3' }),
    });
    const reference = childOf(a.result, 'RK7Reference');
    if (!reference) throw new Rk7Error(`GetRefData ${refName} answered without the reference`, 'Unreadable');
    const items = listOf(childOf(reference, 'Items')?.['Item'] ?? reference['Item']);
    return { xmlVersion: a.attr('XmlVersion') ?? null, items };
  }

  return {
    /**
     * A reference (`MENUITEMS`, `MODIFIERS`…) with its version, to cache by: its active rows only
     * (drafts, deleted rows and the `Ident="0"` placeholder left out), as the hand-over reads it.
     */
    async getRefData(refName: string): Promise<{ xmlVersion: string | null; items: Rk7MenuItem[] }> {
      const read = await getRefItems(refName, { withChildItems: false });
      const items = read.items.filter(isActiveRow).map((item) => ({
        ident: attrOf(item, 'Ident') ?? '',
        code: attrOf(item, 'Code') ?? null,
        name: attrOf(item, 'Name') ?? '',
        status: attrOf(item, 'Status') ?? null,
        guid: attrOf(item, 'GUIDString') ?? null,
      }));
      return { xmlVersion: read.xmlVersion, items };
    },

    getRefItems,

    /**
     * The dishes on sale now at the station (stop-list and sale periods applied), with the price each
     * sells at (`Price`, ×100) where the answer gives one.
     */
    async getOrderMenu(
      stationCode: string | null,
    ): Promise<{ xmlVersion: string | null; dishIdents: Set<string>; prices: Map<string, number> }> {
      const a = await call('GetOrderMenu', {}, stationCode ? { Station: attrs({ code: stationCode }) } : {});
      const dishes = childOf(a.result, 'Dishes');
      const dishIdents = new Set<string>();
      const prices = new Map<string, number>();
      for (const d of listOf(dishes?.['Item'] ?? dishes?.['Dish'])) {
        const ident = attrOf(d, 'Ident') ?? attrOf(d, 'id');
        if (!ident || ident === '0') continue;
        dishIdents.add(ident);
        const price = rk7Price(attrOf(d, 'Price'));
        if (price !== null) prices.set(ident, price);
      }
      return { xmlVersion: a.attr('XmlVersion') ?? null, dishIdents, prices };
    },
  };
}

/** A reference row that is in use: `Status` active (or not given) and not the `Ident="0"` placeholder. */
export function isActiveRow(item: XmlNode): boolean {
  const ident = attrOf(item, 'Ident');
  if (!ident || ident === '0') return false;
  const status = attrOf(item, 'Status');
  return status === undefined || status === '' || status === 'rsActive' || status === '3';
}

/**
 * A price as r_keeper writes it: an integer is ×100 already (GetOrderMenu's `Price="11900"`), a
 * decimal is in major units (a price list's `"250.00"`). Null for none, or the unset sentinel
 * (9223372036854775807).
 */
export function rk7Price(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = text.trim().replace(',', '.');
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e12) return null;
  return value.includes('.') ? Math.round(n * 100) : Math.round(n);
}
