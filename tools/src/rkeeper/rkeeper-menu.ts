// The simulated cash server's reference data, built from the simulated platforms' menu: a platform's
// `pos_id` is the r_keeper dish code and `value_pos_id` the modifier code, as a venue sets them up.
import { SIM_WOLT_MENU } from '../wolt/wolt-menu';

export interface RkSimDish {
  ident: string;
  code: string;
  name: string;
  /** Price list price ×100. */
  price: number;
}

export interface RkSimModifier {
  ident: string;
  code: string;
  name: string;
}

/** r_keeper idents are their own number space; codes are what the venue types into the platforms. */
export const dishIdentOf = (code: string) => String(1_000_000 + Number(code));
export const modifierIdentOf = (code: string) => String(2_000_000 + Number(code));

/** A combo dish of the till (its components are dishes of the menu), for platform bundles. */
export const SIM_COMBO = { code: '900', name: 'Lunch combo', price: 1490 } as const;

export function simRkeeperMenu(): { dishes: RkSimDish[]; modifiers: RkSimModifier[] } {
  const dishes = SIM_WOLT_MENU.map((item) => ({
    ident: dishIdentOf(item.posId),
    code: item.posId,
    name: item.name,
    price: item.price,
  }));
  dishes.push({ ident: dishIdentOf(SIM_COMBO.code), ...SIM_COMBO });
  const modifiers = SIM_WOLT_MENU.flatMap((item) =>
    item.options.flatMap((option) =>
      option.values.map((value) => ({
        ident: modifierIdentOf(value.posId),
        code: value.posId,
        name: value.name,
      })),
    ),
  );
  return { dishes, modifiers };
}
