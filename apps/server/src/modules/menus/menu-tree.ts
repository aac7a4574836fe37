import { menuIds, type TMenuNode } from '@orderdesk/contracts';
import type { MenuReference } from '../rkeeper/till/menu-reference';

/** A connection's own settings of one element. */
export interface ElementSettings {
  isEnabled: boolean;
  name: string | null;
  price: number | null;
  discountedPrice: number | null;
  imageUrl: string | null;
}

export interface MenuTreeInput {
  reference: MenuReference;
  /** Dish idents on sale in r_keeper; null when unknown (every active dish counts as on sale). */
  onSale: Set<string> | null;
  settings: Map<string, ElementSettings>;
}

/**
 * One connection's menu tree (docs/product.md §3): categories as r_keeper nests them; in each, its dishes with
 * their modifier groups and modifiers, and its combos with their components. `isEnabled` is the
 * connection's switch, and always false for a dish r_keeper does not sell or a broken combo.
 */
export function buildMenuTree({ reference, onSale, settings }: MenuTreeInput): TMenuNode[] {
  const groups = new Map(reference.modifierGroups.map((g) => [g.ident, g]));
  const modifiersByGroup = new Map<string, MenuReference['modifiers']>();
  for (const m of reference.modifiers) {
    if (!m.groupIdent) continue;
    modifiersByGroup.set(m.groupIdent, [...(modifiersByGroup.get(m.groupIdent) ?? []), m]);
  }
  const schemes = new Map(reference.schemes.map((s) => [s.ident, s]));
  const combos = new Map(reference.combos.map((c) => [c.ident, c]));
  const dishes = new Map(reference.dishes.map((d) => [d.ident, d]));
  const sells = (ident: string) => {
    const dish = dishes.get(ident);
    return !!dish && dish.isActive && (onSale === null || onSale.has(ident));
  };

  const node = (
    id: string,
    kind: TMenuNode['kind'],
    rk: { ident: string; code: string | null; name: string; price: number | null },
    flags: {
      isDisabledInRk?: boolean;
      isBrokenCombo?: boolean;
      min?: number;
      max?: number;
      freeCount?: number;
      isDefault?: boolean;
      prepMinutes?: number | null;
    },
    children: TMenuNode[],
  ): TMenuNode => {
    const own = settings.get(id);
    const unavailable = !!flags.isDisabledInRk || !!flags.isBrokenCombo;
    return {
      id,
      kind,
      rkIdent: rk.ident,
      rkCode: rk.code,
      rkName: rk.name,
      rkPrice: rk.price,
      name: own?.name ?? rk.name,
      price: own?.price ?? rk.price,
      discountedPrice: own?.discountedPrice ?? null,
      imageUrl: own?.imageUrl ?? null,
      isEnabled: !unavailable && (own?.isEnabled ?? true),
      isBrokenCombo: !!flags.isBrokenCombo,
      isDisabledInRk: !!flags.isDisabledInRk,
      min: flags.min ?? null,
      max: flags.max ?? null,
      ...(flags.freeCount ? { freeCount: flags.freeCount } : {}),
      ...(flags.isDefault ? { isDefault: true } : {}),
      ...(flags.prepMinutes ? { prepMinutes: flags.prepMinutes } : {}),
      children,
    };
  };

  const dishNode = (d: MenuReference['dishes'][number]): TMenuNode => {
    const rk = { ident: d.ident, code: d.code, name: d.name, price: d.price };
    const combo = d.comboSchemeIdent ? combos.get(d.comboSchemeIdent) : undefined;
    if (d.comboSchemeIdent) {
      const comboGroups = combo?.groups ?? [];
      const broken = comboGroups.length === 0 || comboGroups.some((g) => !g.dishIdents.some(sells));
      const children = comboGroups.map((g, index) =>
        node(
          menuIds.modifierGroup(d.ident, String(index + 1)),
          'modifierGroup',
          { ident: String(index + 1), code: null, name: g.name, price: null },
          { min: 1, max: 1 },
          g.dishIdents
            .filter((ident) => dishes.has(ident))
            .map((ident) => {
              const c = dishes.get(ident)!;
              return node(
                menuIds.comboComponent(d.ident, ident),
                'comboComponent',
                { ident, code: c.code, name: c.name, price: 0 },
                { isDisabledInRk: !sells(ident) },
                [],
              );
            }),
        ),
      );
      return node(
        menuIds.combo(d.ident),
        'combo',
        rk,
        { isBrokenCombo: broken, isDisabledInRk: !sells(d.ident) },
        children,
      );
    }
    const scheme = d.schemeIdent ? schemes.get(d.schemeIdent) : undefined;
    const children = (scheme?.groups ?? [])
      .filter((g) => groups.has(g.groupIdent))
      .map((g) =>
        node(
          menuIds.modifierGroup(d.ident, g.groupIdent),
          'modifierGroup',
          { ident: g.groupIdent, code: null, name: groups.get(g.groupIdent)!.name, price: null },
          { min: g.min, max: g.max, freeCount: g.freeCount },
          (modifiersByGroup.get(g.groupIdent) ?? []).map((m) =>
            node(
              menuIds.modifier(d.ident, m.ident),
              'modifier',
              { ident: m.ident, code: m.code, name: m.name, price: m.price },
              { isDisabledInRk: !m.isActive, isDefault: m.ident === g.defaultModifierIdent },
              [],
            ),
          ),
        ),
      );
    return node(
      menuIds.dish(d.ident),
      'dish',
      rk,
      { isDisabledInRk: !sells(d.ident), prepMinutes: d.cookMins ?? null },
      children,
    );
  };

  const categoryIdents = new Set(reference.categories.map((c) => c.ident));
  const categoryNode = (c: MenuReference['categories'][number], seen: Set<string>): TMenuNode => {
    const inner = new Set(seen).add(c.ident);
    const subcategories = reference.categories
      .filter((sub) => sub.parentIdent === c.ident && !inner.has(sub.ident))
      .map((sub) => categoryNode(sub, inner));
    const own = reference.dishes.filter((d) => d.categoryIdent === c.ident).map(dishNode);
    return node(
      menuIds.category(c.ident),
      'category',
      { ident: c.ident, code: c.code, name: c.name, price: null },
      {},
      [...subcategories, ...own],
    );
  };
  const roots = reference.categories
    .filter((c) => !c.parentIdent || !categoryIdents.has(c.parentIdent))
    .map((c) => categoryNode(c, new Set()));
  const homeless = reference.dishes.filter((d) => !d.categoryIdent || !categoryIdents.has(d.categoryIdent));
  if (homeless.length) {
    roots.push(
      node(
        menuIds.category('0'),
        'category',
        { ident: '0', code: null, name: 'Other', price: null },
        {},
        homeless.map(dishNode),
      ),
    );
  }
  return roots;
}

/** Every element of the tree, depth first. */
export function flattenMenuTree(nodes: TMenuNode[], out: TMenuNode[] = []): TMenuNode[] {
  for (const n of nodes) {
    out.push(n);
    flattenMenuTree(n.children, out);
  }
  return out;
}
