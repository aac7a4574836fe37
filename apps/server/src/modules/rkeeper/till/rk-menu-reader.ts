import type { Rk7Client } from './rk7-client';
import { Rk7Error, type XmlNode } from './rk7-xml';
import { MENU_REFERENCES, menuReferenceOf, REQUIRED_REFERENCES, type MenuReference } from './menu-reference';

export interface RkMenuRead {
  xmlVersion: string | null;
  /** Null when r_keeper's `XmlVersion` equals `knownXmlVersion`: the stored references still hold. */
  reference: MenuReference | null;
  /** Dish idents r_keeper sells now (GetOrderMenu: stop-list and sale periods applied). */
  onSale: string[];
  /** What each dish on sale sells at now (GetOrderMenu's `Price`, ×100). */
  salePrices: Map<string, number>;
}

/**
 * Reads the menu from the venue's cash server: GetOrderMenu every time (what is on sale, and the
 * current `XmlVersion`), the references only when their version changed since `knownXmlVersion`.
 * A reference the server does not know (an older version without combos) reads as empty.
 */
export async function readRkMenu(
  client: Rk7Client,
  stationCode: string | null,
  knownXmlVersion: string | null,
): Promise<RkMenuRead> {
  const onSale = await client.getOrderMenu(stationCode);
  if (knownXmlVersion !== null && onSale.xmlVersion !== null && onSale.xmlVersion === knownXmlVersion) {
    return {
      xmlVersion: onSale.xmlVersion,
      reference: null,
      onSale: [...onSale.dishIdents],
      salePrices: onSale.prices,
    };
  }
  const items: Partial<Record<(typeof MENU_REFERENCES)[number], XmlNode[]>> = {};
  let xmlVersion = onSale.xmlVersion;
  for (const name of MENU_REFERENCES) {
    try {
      const read = await client.getRefItems(name);
      items[name] = read.items;
      xmlVersion = read.xmlVersion ?? xmlVersion;
    } catch (error) {
      if (error instanceof Rk7Error && !REQUIRED_REFERENCES.includes(name)) continue;
      throw error;
    }
  }
  return {
    xmlVersion,
    reference: menuReferenceOf(items),
    onSale: [...onSale.dishIdents],
    salePrices: onSale.prices,
  };
}
