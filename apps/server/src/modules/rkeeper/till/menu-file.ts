import { XMLParser } from 'fast-xml-parser';
import { attrOf, listOf, type XmlNode } from './rk7-xml';
import { AppError } from '../../../http/app-error';
import { rk7Price } from './rk7-client';
import {
  MENU_REFERENCES,
  menuReferenceOf,
  withSalePrices,
  type MenuReference,
  type MenuReferenceName,
} from './menu-reference';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['Item', 'RK7Reference', 'RK7QueryResult', 'Dishes'].includes(name),
});

export interface MenuFile {
  reference: MenuReference;
  xmlVersion: string | null;
  /** Dish idents on sale when the file holds a GetOrderMenu answer too; null otherwise. */
  onSale: string[] | null;
}

/** Every element with the tag, anywhere in the document. */
function findAll(node: unknown, tag: string, out: XmlNode[] = []): XmlNode[] {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const n of node) findAll(n, tag, out);
    return out;
  }
  for (const [key, value] of Object.entries(node as XmlNode)) {
    if (key.startsWith('@')) continue;
    if (key === tag) out.push(...listOf(value));
    findAll(value, tag, out);
  }
  return out;
}

/**
 * An r_keeper export: the XML answers of GetRefData (`<RK7QueryResult><RK7Reference Name="MENUITEMS">…`)
 * as r_keeper's XML interface writes them, one per reference, either as separate documents put one
 * after another in the file or under any common root element; a GetOrderMenu answer may come along
 * for what is on sale. MENUITEMS is required, the other references are read when present.
 */
export function parseMenuFile(content: string): MenuFile {
  const body = content.replace(/^\uFEFF/, '').replace(/<\?xml[^>]*\?>/g, '');
  let doc: unknown;
  try {
    doc = parser.parse(`<Export>${body}</Export>`, true);
  } catch (error) {
    throw AppError.badRequest(`The file is not r_keeper XML: ${(error as Error).message}`, 'content');
  }
  const items: Partial<Record<MenuReferenceName, XmlNode[]>> = {};
  for (const reference of findAll(doc, 'RK7Reference')) {
    const name = (attrOf(reference, 'Name') ?? attrOf(reference, 'RefName') ?? '').toUpperCase();
    if (!(MENU_REFERENCES as readonly string[]).includes(name)) continue;
    const list = listOf(listOf(reference['Items'])[0]?.['Item'] ?? reference['Item']);
    items[name as MenuReferenceName] = [...(items[name as MenuReferenceName] ?? []), ...list];
  }
  if (!items.MENUITEMS?.length) {
    throw AppError.badRequest(
      'The file holds no r_keeper dishes: export the MENUITEMS reference (GetRefData) into it',
      'content',
    );
  }
  const results = findAll(doc, 'RK7QueryResult');
  const xmlVersion = results.map((r) => attrOf(r, 'XmlVersion')).find((v) => !!v) ?? null;
  const dishLists = findAll(doc, 'Dishes');
  const sold = dishLists.flatMap((d) => listOf(d['Item'] ?? d['Dish']));
  const onSale = dishLists.length
    ? sold.map((i) => attrOf(i, 'Ident') ?? attrOf(i, 'id')).filter((v): v is string => !!v && v !== '0')
    : null;
  const prices = new Map<string, number>();
  for (const i of sold) {
    const ident = attrOf(i, 'Ident') ?? attrOf(i, 'id');
    const price = rk7Price(attrOf(i, 'Price'));
    if (ident && price !== null) prices.set(ident, price);
  }
  return { reference: withSalePrices(menuReferenceOf(items), prices), xmlVersion, onSale };
}
