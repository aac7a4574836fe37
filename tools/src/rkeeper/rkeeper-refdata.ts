// The simulated menu as GetRefData answers it: one `<Item>` per object with r_keeper's attribute
// names, and for schemes their details under `RIChildItems` (docs/rkeeper.md §5).
import type { RkSimMenu } from './rkeeper-menu';

type Node = Record<string, unknown>;

const guidOf = (ident: string) => `{00000000-0000-0000-0000-${ident.padStart(12, '0')}}`;

/** The `<Item>` elements of one reference, or null for a reference the simulator does not hold. */
export function simRefDataItems(menu: RkSimMenu, refName: string): Node[] | null {
  switch (refName.toUpperCase()) {
    case 'MENUITEMS':
      return menu.dishes.map((d) => ({
        '@Ident': d.ident,
        '@Code': d.code,
        '@Name': d.name,
        '@Status': 'rsActive',
        '@GUIDString': guidOf(d.ident),
        '@MainParentIdent': d.categoryIdent,
        '@ModiScheme': d.schemeIdent ?? '0',
        '@ComboScheme': d.comboSchemeIdent ?? '0',
        '@PRICETYPES-0': String(d.price),
      }));
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
        '@PRICETYPES-0': String(m.price),
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
