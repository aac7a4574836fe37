// The simulated cash server's reference data, built from the simulated platforms' menu: a platform's
// `pos_id` is the r_keeper dish code and `value_pos_id` the modifier code, as a venue sets them up.
// Around it, what a real r_keeper holds too: categories (CATEGLIST), modifier groups (MODIGROUPS),
// modifier schemes (MODISCHEMES) tying groups to dishes, and a combo (COMBOSCHEMES).
import { SIM_WOLT_MENU } from '../wolt/wolt-menu';

export interface RkSimDish {
  ident: string;
  code: string;
  name: string;
  /** Price list price ×100. */
  price: number;
  categoryIdent: string;
  /** Ident of the dish's modifier scheme, when it has one. */
  schemeIdent: string | null;
  /** Ident of the combo scheme, for a combo dish. */
  comboSchemeIdent: string | null;
  /** `CookMins`: preparation minutes. */
  cookMins?: number;
  /** `rsActive` when left out; `rsDraft` or `rsDeleted` for a dish not in use. */
  status?: 'rsActive' | 'rsDraft' | 'rsDeleted';
}

export interface RkSimModifier {
  ident: string;
  code: string;
  name: string;
  groupIdent: string;
  price: number;
}

export interface RkSimCategory {
  ident: string;
  code: string;
  name: string;
}

export interface RkSimModifierGroup {
  ident: string;
  code: string;
  name: string;
}

export interface RkSimScheme {
  ident: string;
  name: string;
  details: {
    groupIdent: string;
    downLimit: number;
    upLimit: number;
    freeCount?: number;
    defaultModifierIdent?: string | null;
  }[];
}

export interface RkSimCombo {
  ident: string;
  name: string;
  /** Dish idents offered in the combo, one per component group. */
  groups: { name: string; dishIdents: string[] }[];
}

export interface RkSimMenu {
  categories: RkSimCategory[];
  dishes: RkSimDish[];
  /** Dishes the reference still lists but that are not in use (draft, deleted): never sold. */
  retiredDishes: RkSimDish[];
  modifierGroups: RkSimModifierGroup[];
  modifiers: RkSimModifier[];
  schemes: RkSimScheme[];
  combos: RkSimCombo[];
}

/** r_keeper idents are their own number space; codes are what the venue types into the platforms. */
export const dishIdentOf = (code: string) => String(1_000_000 + Number(code));
export const modifierIdentOf = (code: string) => String(2_000_000 + Number(code));
export const categoryIdentOf = (index: number) => String(3_000_001 + index);
export const modifierGroupIdentOf = (code: string) => String(4_000_000 + Number(code));
export const schemeIdentOf = (dishCode: string) => String(5_000_000 + Number(dishCode));

/** The combo the simulated venue sells: soup, main and drink for one price. */
export const SIM_COMBO = { code: '9001', name: 'Dienos pietūs (sriuba, karštas, gėrimas)', price: 1290 };
const COMBO_SCHEME_IDENT = '6000001';

export function simRkeeperMenu(): RkSimMenu {
  const categoryByKey = new Map<string, RkSimCategory>();
  for (const item of SIM_WOLT_MENU) {
    if (categoryByKey.has(item.category.id)) continue;
    const index = categoryByKey.size;
    categoryByKey.set(item.category.id, {
      ident: categoryIdentOf(index),
      code: String(index + 1),
      name: item.category.name,
    });
  }
  const categories = [...categoryByKey.values()];
  const dishes: RkSimDish[] = SIM_WOLT_MENU.map((item) => ({
    ident: dishIdentOf(item.posId),
    code: item.posId,
    name: item.name,
    price: item.price,
    categoryIdent: categoryByKey.get(item.category.id)!.ident,
    schemeIdent: item.options.length ? schemeIdentOf(item.posId) : null,
    comboSchemeIdent: null,
    cookMins: 10 + (Number(item.posId) % 4) * 5,
  }));
  const combosCategory: RkSimCategory = {
    ident: categoryIdentOf(categories.length),
    code: String(categories.length + 1),
    name: 'Kombo',
  };
  categories.push(combosCategory);
  dishes.push({
    ident: dishIdentOf(SIM_COMBO.code),
    code: SIM_COMBO.code,
    name: SIM_COMBO.name,
    price: SIM_COMBO.price,
    categoryIdent: combosCategory.ident,
    schemeIdent: null,
    comboSchemeIdent: COMBO_SCHEME_IDENT,
  });
  const options = SIM_WOLT_MENU.flatMap((item) => item.options);
  const modifierGroups = options.map((option) => ({
    ident: modifierGroupIdentOf(option.posId),
    code: option.posId,
    name: option.name,
  }));
  const modifiers = options.flatMap((option) =>
    option.values.map((value) => ({
      ident: modifierIdentOf(value.posId),
      code: value.posId,
      name: value.name,
      groupIdent: modifierGroupIdentOf(option.posId),
      price: value.price,
    })),
  );
  const schemes = SIM_WOLT_MENU.filter((item) => item.options.length).map((item) => ({
    ident: schemeIdentOf(item.posId),
    name: item.name,
    details: item.options.map((option) => ({
      groupIdent: modifierGroupIdentOf(option.posId),
      downLimit: option.required ? 1 : 0,
      upLimit: option.required ? 1 : option.values.length,
      // A required choice starts on its first value, as a venue sets its scheme up in r_keeper.
      defaultModifierIdent: option.required ? modifierIdentOf(option.values[0]!.posId) : null,
    })),
  }));
  const combos: RkSimCombo[] = [
    {
      ident: COMBO_SCHEME_IDENT,
      name: SIM_COMBO.name,
      groups: [
        { name: 'Sriuba', dishIdents: [dishIdentOf('1001'), dishIdentOf('1002')] },
        { name: 'Karštas patiekalas', dishIdents: [dishIdentOf('2002'), dishIdentOf('2003')] },
        { name: 'Gėrimas', dishIdents: [dishIdentOf('6001'), dishIdentOf('6002')] },
      ],
    },
  ];
  const retiredDishes: RkSimDish[] = [
    { code: '7901', name: 'Naujas patiekalas (juodraštis)', status: 'rsDraft' as const },
    { code: '7902', name: 'Senas patiekalas (ištrintas)', status: 'rsDeleted' as const },
  ].map((d) => ({
    ident: dishIdentOf(d.code),
    code: d.code,
    name: d.name,
    price: 990,
    categoryIdent: categories[0]!.ident,
    schemeIdent: null,
    comboSchemeIdent: null,
    status: d.status,
  }));
  return { categories, dishes, retiredDishes, modifierGroups, modifiers, schemes, combos };
}
