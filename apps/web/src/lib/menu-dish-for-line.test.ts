import type { TMenu, TMenuNode } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { menuDishForLine } from './menu-dish-for-line';

function node(
  kind: TMenuNode['kind'],
  id: string,
  name: string,
  rkName: string,
  children: TMenuNode[] = [],
): TMenuNode {
  return {
    id,
    kind,
    rkIdent: id,
    rkCode: null,
    rkName,
    rkPrice: null,
    name,
    price: null,
    discountedPrice: null,
    imageUrl: null,
    isEnabled: true,
    isBrokenCombo: false,
    isDisabledInRk: false,
    min: null,
    max: null,
    children,
  };
}

const instance = (children: TMenuNode[]) => ({
  instanceId: 1,
  name: 'store',
  isConnectionEnabled: true,
  children,
});

const menu = {
  venueId: 1,
  menuVersion: 1,
  importedAt: null,
  source: 'rkeeper',
  xmlVersion: null,
  woltInstances: [
    instance([node('category', 'k_1', 'Mains', 'Mains', [node('dish', 'i_1', 'Cepelinai', 'CEPELINAI')])]),
  ],
  boltInstances: [],
  fudyInstances: [],
  glovoInstances: [instance([node('dish', 'i_2', 'Kugelis (Glovo)', 'KUGELIS')])],
  woltsInCorrectDiscounts: [],
} as TMenu;

describe('the menu dish of an order line', () => {
  it('is found by the platform name or r_keeper’s, whitespace and case aside, in any platform’s menu', () => {
    expect(menuDishForLine(menu, 'wolt', ' cepelinai ')).toEqual({ id: 'i_1', name: 'Cepelinai' });
    expect(menuDishForLine(menu, 'bolt', 'Kugelis')).toEqual({ id: 'i_2', name: 'Kugelis (Glovo)' });
    expect(menuDishForLine(menu, 'wolt', 'Mains')).toBeNull();
    expect(menuDishForLine(menu, 'wolt', 'Pizza')).toBeNull();
  });
});
