/**
 * Ids of the menu tree's elements. Each id is a kind prefix and r_keeper idents joined by `_`; the
 * last part is always the r_keeper object the element stands for, which the enablement rules match on:
 * - `k_{category}`: a category (r_keeper CATEGLIST);
 * - `i_{dish}`: a dish sold on its own (MENUITEMS);
 * - `g_{dish}_{modifierGroup}`: a modifier group offered with a dish (its modifier scheme);
 * - `m_{dish}_{modifier}`: a modifier offered with a dish (MODIFIERS);
 * - `c_{combo}`: a combo (a MENUITEMS dish with a combo scheme);
 * - `cc_{combo}_{dish}`: a dish offered as a component of a combo.
 */
export const MENU_NODE_KINDS = [
  'category',
  'dish',
  'modifierGroup',
  'modifier',
  'combo',
  'comboComponent',
] as const;
export type TMenuNodeKind = (typeof MENU_NODE_KINDS)[number];

const PREFIX: Record<TMenuNodeKind, string> = {
  category: 'k',
  dish: 'i',
  modifierGroup: 'g',
  modifier: 'm',
  combo: 'c',
  comboComponent: 'cc',
};

export const menuIds = {
  category: (categoryIdent: string) => `${PREFIX.category}_${categoryIdent}`,
  dish: (dishIdent: string) => `${PREFIX.dish}_${dishIdent}`,
  modifierGroup: (dishIdent: string, groupIdent: string) =>
    `${PREFIX.modifierGroup}_${dishIdent}_${groupIdent}`,
  modifier: (dishIdent: string, modifierIdent: string) => `${PREFIX.modifier}_${dishIdent}_${modifierIdent}`,
  combo: (comboIdent: string) => `${PREFIX.combo}_${comboIdent}`,
  comboComponent: (comboIdent: string, dishIdent: string) =>
    `${PREFIX.comboComponent}_${comboIdent}_${dishIdent}`,
};

/** The reference id of an element: the part after its last underscore (the whole id without one). */
export function lastIdPart(id: string): string {
  const at = id.lastIndexOf('_');
  return at < 0 ? id : id.slice(at + 1);
}

/** The kind an id names, or null for an id outside the scheme. */
export function kindOfMenuId(id: string): TMenuNodeKind | null {
  const prefix = id.slice(0, Math.max(0, id.indexOf('_')));
  const found = (Object.keys(PREFIX) as TMenuNodeKind[]).find((k) => PREFIX[k] === prefix);
  return found ?? null;
}
