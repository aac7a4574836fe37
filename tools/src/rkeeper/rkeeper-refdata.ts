// The simulated menu as GetRefData answers it on real cash servers (docs/rkeeper.md §5): one `<Item>`
// per object with r_keeper's attribute names, schemes' details under `RIChildItems`; MENUITEMS with no
// price list (prices come from GetOrderMenu), `ComboScheme` equal to `ModiScheme` on ordinary dishes
// (as a 7.7 reference writes it), `CookMins`, a draft and a deleted dish, and the `Ident="0"`
// placeholder row; modifiers priced in the decimal form. `OnlyActive="1"` (the schema's spelling)
// leaves out drafts and deleted rows, never the placeholder.
import type { RkSimMenu } from './rkeeper-menu';

type Node = Record<string, unknown>;

const guidOf = (ident: string) => `{00000000-0000-0000-0000-${ident.padStart(12, '0')}}`;

/** The `<Item>` elements of one reference, or null for a reference the simulator does not hold. */
export function simRefDataItems(menu: RkSimMenu, refName: string, onlyActive = false): Node[] | null {
  switch (refName.toUpperCase()) {
    case 'MENUITEMS': {
      const placeholder = { '@Ident': '0', '@Code': '0', '@Name': '', '@Status': 'rsActive' };
      const rows = [...menu.dishes, ...menu.retiredDishes].map((d) => ({
        '@Ident': d.ident,
        '@Code': d.code,
        '@Name': d.name,
        '@Status': d.status ?? 'rsActive',
        '@GUIDString': guidOf(d.ident),
        '@MainParentIdent': d.categoryIdent,
        '@ModiScheme': d.schemeIdent ?? '0',
        // An ordinary dish of a 7.7 reference carries its modifier scheme's ident here too.
        '@ComboScheme': d.comboSchemeIdent ?? d.schemeIdent ?? '0',
        '@CookMins': String(d.cookMins ?? 0),
        '@PriceMode': 'pmPrice',
      }));
      return [placeholder, ...rows.filter((r) => !onlyActive || r['@Status'] === 'rsActive')];
    }
    case 'CATEGLIST':
      return menu.categories.map((c) => ({
        '@Ident': c.ident,
        '@Code': c.code,
        '@Name': c.name,
        '@Status': 'rsActive',
        '@MainParentIdent': '0',
      }));
    case 'MODIGROUPS':
      return menu.modifierGroups.map((g) => ({
        '@Ident': g.ident,
        '@Code': g.code,
        '@Name': g.name,
        '@Status': 'rsActive',
      }));
    case 'MODIFIERS':
      return menu.modifiers.map((m) => ({
        '@Ident': m.ident,
        '@Code': m.code,
        '@Name': m.name,
        '@Status': 'rsActive',
        '@MainParentIdent': m.groupIdent,
        '@PRICETYPES-0': (m.price / 100).toFixed(2),
      }));
    case 'MODISCHEMES':
      return menu.schemes.map((s) => ({
        '@Ident': s.ident,
        '@Name': s.name,
        '@Status': 'rsActive',
        RIChildItems: {
          TModiSchemeDetail: s.details.map((d) => ({
            '@ModiGroup': d.groupIdent,
            '@DownLimit': String(d.downLimit),
            '@UpLimit': String(d.upLimit),
            '@FreeCount': String(d.freeCount ?? 0),
            '@DefaultModifier': d.defaultModifierIdent ?? '0',
            '@ChangesPrice': '1',
          })),
        },
      }));
    case 'COMBOSCHEMES':
      return menu.combos.map((c) => ({
        '@Ident': c.ident,
        '@Name': c.name,
        '@Status': 'rsActive',
        RIChildItems: {
          TComboGroup: c.groups.map((g) => ({
            '@Name': g.name,
            RIChildItems: { TComboComponent: g.dishIdents.map((ident) => ({ '@Dish': ident })) },
          })),
        },
      }));
    default:
      return null;
  }
}
