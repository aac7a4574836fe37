import { attrOf, listOf, type XmlNode } from '../../integrations/pos/rkeeper/rk7-xml';

/**
 * A venue's menu as r_keeper holds it, read from its references (docs/rkeeper.md §5): categories
 * (CATEGLIST), dishes (MENUITEMS), modifier groups (MODIGROUPS), modifiers (MODIFIERS), modifier
 * schemes tying groups to dishes (MODISCHEMES) and combo schemes (COMBOSCHEMES). Prices are ×100.
 */
export interface MenuReference {
  categories: { ident: string; code: string | null; name: string; parentIdent: string | null }[];
  dishes: {
    ident: string;
    code: string | null;
    name: string;
    categoryIdent: string | null;
    price: number | null;
    isActive: boolean;
    schemeIdent: string | null;
    comboSchemeIdent: string | null;
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
  schemes: { ident: string; groups: { groupIdent: string; min: number; max: number }[] }[];
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

/** The first price list's price (`PRICETYPES-0`, or `Price`), ×100; null when r_keeper gives none. */
function priceOf(item: XmlNode): number | null {
  const text = attrOf(item, 'PRICETYPES-0') ?? attrOf(item, 'Price');
  if (text === undefined || text === '') return null;
  const n = Number(text);
  // r_keeper writes an unset price as a huge sentinel (9223372036854775807).
  return Number.isFinite(n) && Math.abs(n) < 1e12 ? Math.round(n) : null;
}

const isActive = (item: XmlNode) => {
  const status = attrOf(item, 'Status');
  return status === undefined || status === 'rsActive' || status === '3';
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
  const of = (name: MenuReferenceName) =>
    (items[name] ?? []).filter((item) => attrOf(item, 'Ident') && attrOf(item, 'Ident') !== '0');
  const ident = (item: XmlNode) => attrOf(item, 'Ident')!;
  return {
    categories: of('CATEGLIST').map((c) => ({
      ident: ident(c),
      code: attrOf(c, 'Code') ?? null,
      name: attrOf(c, 'Name') ?? '',
      parentIdent: refIdent(attrOf(c, 'MainParentIdent') ?? attrOf(c, 'Parent')),
    })),
    dishes: of('MENUITEMS').map((d) => ({
      ident: ident(d),
      code: attrOf(d, 'Code') ?? null,
      name: attrOf(d, 'Name') ?? '',
      categoryIdent: refIdent(attrOf(d, 'MainParentIdent') ?? attrOf(d, 'CategPath')),
      price: priceOf(d),
      isActive: isActive(d),
      schemeIdent: refIdent(attrOf(d, 'ModiScheme')),
      comboSchemeIdent: refIdent(attrOf(d, 'ComboScheme')),
    })),
    modifierGroups: of('MODIGROUPS').map((g) => ({ ident: ident(g), name: attrOf(g, 'Name') ?? '' })),
    modifiers: of('MODIFIERS').map((m) => ({
      ident: ident(m),
      code: attrOf(m, 'Code') ?? null,
      name: attrOf(m, 'Name') ?? '',
      groupIdent: refIdent(attrOf(m, 'MainParentIdent') ?? attrOf(m, 'ModiGroup')),
      price: priceOf(m),
      isActive: isActive(m),
    })),
    schemes: of('MODISCHEMES').map((s) => ({
      ident: ident(s),
      groups: childItems(s)
        .map(({ node }) => ({
          groupIdent: refIdent(attrOf(node, 'ModiGroup')) ?? '',
          min: Number(attrOf(node, 'DownLimit') ?? 0) || 0,
          max: Number(attrOf(node, 'UpLimit') ?? 0) || 0,
        }))
        .filter((g) => g.groupIdent),
    })),
    combos: of('COMBOSCHEMES').map((c) => ({
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
    })),
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
