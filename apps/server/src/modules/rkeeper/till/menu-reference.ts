import { isActiveRow, rk7Price } from './rk7-client';
import { attrOf, listOf, type XmlNode } from './rk7-xml';

/**
 * A venue's menu as r_keeper holds it, read from its references (docs/rkeeper.md §5): categories
 * (CATEGLIST), dishes (MENUITEMS), modifier groups (MODIGROUPS), modifiers (MODIFIERS), modifier
 * schemes tying groups to dishes (MODISCHEMES) and combo schemes (COMBOSCHEMES). Prices are ×100.
 * Only rows in use are kept: drafts, deleted rows and the `Ident="0"` placeholder are left out.
 */
export interface MenuReference {
  categories: { ident: string; code: string | null; name: string; parentIdent: string | null }[];
  dishes: {
    ident: string;
    code: string | null;
    name: string;
    categoryIdent: string | null;
    /** The reference's own price list price; else GetOrderMenu's (`priceFromSale`). */
    price: number | null;
    /** True when `price` came from GetOrderMenu (the reference carries none): read again each time. */
    priceFromSale?: boolean;
    isActive: boolean;
    schemeIdent: string | null;
    /** Set only when the combo scheme names components: a `ComboScheme` alone makes no combo. */
    comboSchemeIdent: string | null;
    /** `CookMins`: the dish's preparation time in minutes, a hint; null when r_keeper gives none. */
    cookMins?: number | null;
  }[];
  modifierGroups: { ident: string; name: string }[];
  modifiers: {
    ident: string;
    code: string | null;
    name: string;
    groupIdent: string | null;
    price: number | null;
    isActive: boolean;
  }[];
  schemes: {
    ident: string;
    groups: {
      groupIdent: string;
      /** `DownLimit`: the fewest the customer picks. */
      min: number;
      /** `UpLimit`: the most (0: as many as the group holds). */
      max: number;
      /** `FreeCount`: how many are free of charge. */
      freeCount?: number;
      /** `DefaultModifier`: the modifier chosen unless the customer changes it. */
      defaultModifierIdent?: string | null;
    }[];
  }[];
  combos: { ident: string; groups: { name: string; dishIdents: string[] }[] }[];
}

/** The references read, by r_keeper's name. */
export const MENU_REFERENCES = [
  'CATEGLIST',
  'MENUITEMS',
  'MODIGROUPS',
  'MODIFIERS',
  'MODISCHEMES',
  'COMBOSCHEMES',
] as const;
export type MenuReferenceName = (typeof MENU_REFERENCES)[number];

/** References a menu cannot do without; the others may be absent (a till without combos). */
export const REQUIRED_REFERENCES: readonly MenuReferenceName[] = ['MENUITEMS'];

/** An ident that points at something: r_keeper writes `0` or nothing for "none". */
function refIdent(value: string | undefined): string | null {
  return value && value !== '0' && value !== '-1' ? value : null;
}

/**
 * The reference's price for the item, ×100: `PRICETYPES-n` (the first price list it carries) or
 * `Price`, integer ×100 or decimal; null when the row carries none (a real MENUITEMS row need not).
 */
function priceOf(item: XmlNode): number | null {
  const priceList = Object.keys(item)
    .filter((k) => /^@PRICETYPES-\d+$/i.test(k))
    .sort((x, y) => Number(x.split('-')[1]) - Number(y.split('-')[1]))
    .map((k) => rk7Price(attrOf(item, k.slice(1))))
    .find((p) => p !== null);
  return priceList ?? rk7Price(attrOf(item, 'Price'));
}

const count = (value: string | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/** Every descendant element under `RIChildItems` (at any depth), with its tag. */
function childItems(item: XmlNode): { tag: string; node: XmlNode }[] {
  const out: { tag: string; node: XmlNode }[] = [];
  for (const holder of listOf(item['RIChildItems'])) {
    for (const [tag, value] of Object.entries(holder)) {
      if (tag.startsWith('@')) continue;
      for (const node of listOf(value)) out.push({ tag, node });
    }
  }
  return out;
}

/** Builds the reference from each reference's `<Item>` list; a reference left out reads as empty. */
export function menuReferenceOf(items: Partial<Record<MenuReferenceName, XmlNode[]>>): MenuReference {
  const of = (name: MenuReferenceName) => (items[name] ?? []).filter(isActiveRow);
  const ident = (item: XmlNode) => attrOf(item, 'Ident')!;
  const combos = of('COMBOSCHEMES')
    .map((c) => ({
      ident: ident(c),
      groups: childItems(c)
        .filter(({ tag }) => tag !== 'TComboComponent')
        .map(({ node }) => ({
          name: attrOf(node, 'Name') ?? '',
          dishIdents: childItems(node)
            .map(({ node: component }) => refIdent(attrOf(component, 'Dish')))
            .filter((v): v is string => !!v),
        }))
        .filter((g) => g.dishIdents.length > 0),
    }))
    .filter((c) => c.groups.length > 0);
  const comboIdents = new Set(combos.map((c) => c.ident));
  return {
    categories: of('CATEGLIST').map((c) => ({
      ident: ident(c),
      code: attrOf(c, 'Code') ?? null,
      name: attrOf(c, 'Name') ?? '',
      parentIdent: refIdent(attrOf(c, 'MainParentIdent') ?? attrOf(c, 'Parent')),
    })),
    dishes: of('MENUITEMS').map((d) => {
      const comboScheme = refIdent(attrOf(d, 'ComboScheme'));
      const cookMins = count(attrOf(d, 'CookMins'));
      return {
        ident: ident(d),
        code: attrOf(d, 'Code') ?? null,
        name: attrOf(d, 'Name') ?? '',
        categoryIdent: refIdent(attrOf(d, 'MainParentIdent') ?? attrOf(d, 'CategPath')),
        price: priceOf(d),
        isActive: true,
        schemeIdent: refIdent(attrOf(d, 'ModiScheme')),
        comboSchemeIdent: comboScheme && comboIdents.has(comboScheme) ? comboScheme : null,
        cookMins: cookMins > 0 ? cookMins : null,
      };
    }),
    modifierGroups: of('MODIGROUPS').map((g) => ({ ident: ident(g), name: attrOf(g, 'Name') ?? '' })),
    modifiers: of('MODIFIERS').map((m) => ({
      ident: ident(m),
      code: attrOf(m, 'Code') ?? null,
      name: attrOf(m, 'Name') ?? '',
      groupIdent: refIdent(attrOf(m, 'MainParentIdent') ?? attrOf(m, 'ModiGroup')),
      price: priceOf(m),
      isActive: true,
    })),
    schemes: of('MODISCHEMES').map((s) => ({
      ident: ident(s),
      groups: childItems(s)
        .map(({ node }) => ({
          groupIdent: refIdent(attrOf(node, 'ModiGroup')) ?? '',
          min: count(attrOf(node, 'DownLimit')),
          max: count(attrOf(node, 'UpLimit')),
          freeCount: count(attrOf(node, 'FreeCount')),
          defaultModifierIdent: refIdent(attrOf(node, 'DefaultModifier')),
        }))
        .filter((g) => g.groupIdent),
    })),
    combos,
  };
}

/**
 * Dish prices the reference does not carry, from GetOrderMenu (`Price`, ×100, what sells now); a
 * price taken from there before is replaced by today's.
 */
export function withSalePrices(reference: MenuReference, prices: Map<string, number>): MenuReference {
  if (prices.size === 0) return reference;
  return {
    ...reference,
    dishes: reference.dishes.map((d) => {
      if (d.price !== null && !d.priceFromSale) return d;
      const sale = prices.get(d.ident);
      return sale === undefined ? d : { ...d, price: sale, priceFromSale: true };
    }),
  };
}

export function referenceCounts(ref: MenuReference) {
  return {
    categories: ref.categories.length,
    dishes: ref.dishes.filter((d) => !d.comboSchemeIdent).length,
    modifiers: ref.modifiers.length,
    combos: ref.dishes.filter((d) => d.comboSchemeIdent).length,
  };
}
