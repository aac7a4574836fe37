import { describe, expect, it } from 'vitest';
import {
  applyMenuSwitch,
  applyMenuSwitches,
  countMenuSwitches,
  filterMenuTree,
  findMenuNode,
  setCategoryEnabled,
  setComboComponentEnabled,
  setDishEnabled,
  setModifierEnabled,
} from './menu-enablement';
import { kindOfMenuId, lastIdPart, menuIds } from './menu-ids';
import type { TMenuNode } from './menu.schema';

function node(id: string, extra: Partial<TMenuNode> = {}, children: TMenuNode[] = []): TMenuNode {
  return {
    id,
    kind: kindOfMenuId(id) ?? 'dish',
    rkIdent: lastIdPart(id),
    rkCode: null,
    rkName: id,
    rkPrice: null,
    name: id,
    price: null,
    discountedPrice: null,
    imageUrl: null,
    isEnabled: true,
    isBrokenCombo: false,
    isDisabledInRk: false,
    min: null,
    max: null,
    children,
    ...extra,
  };
}

/**
 * Two categories; two dishes share modifier 501 (sauce); combo 900 offers dish 100 and 200 as
 * components, combo 901 offers dish 100 too; combo 902 is broken; dish 300 is on r_keeper's stop-list.
 */
function tree(): TMenuNode[] {
  return [
    node('k_10', {}, [
      node('i_100', {}, [node('g_100_50', {}, [node('m_100_501'), node('m_100_502')])]),
      node('i_200', {}, [node('g_200_50', {}, [node('m_200_501')])]),
      node('i_300', { isDisabledInRk: true, isEnabled: false }),
      node('k_11', {}, [node('i_400')]),
    ]),
    node('k_20', {}, [
      node('c_900', {}, [node('cc_900_100'), node('cc_900_200')]),
      node('c_901', {}, [node('cc_901_100')]),
      node('c_902', { isBrokenCombo: true, isEnabled: false }, [node('cc_902_300')]),
      node('i_500'),
    ]),
  ];
}

const enabled = (nodes: TMenuNode[], id: string) => findMenuNode(nodes, id)?.isEnabled;

/** Every element id with its state, for comparing whole trees. */
function states(nodes: TMenuNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (list: TMenuNode[]) => {
    for (const n of list) {
      out[n.id] = n.isEnabled;
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

describe('menu ids', () => {
  it('builds ids whose last part is the r_keeper ident', () => {
    expect(menuIds.dish('1002001')).toBe('i_1002001');
    expect(menuIds.modifier('1002001', '2000101')).toBe('m_1002001_2000101');
    expect(menuIds.comboComponent('1009001', '1002001')).toBe('cc_1009001_1002001');
    expect(menuIds.category('77')).toBe('k_77');
    expect(lastIdPart('m_1002001_2000101')).toBe('2000101');
    expect(lastIdPart('plain')).toBe('plain');
    expect(kindOfMenuId('cc_1_2')).toBe('comboComponent');
    expect(kindOfMenuId('c_1')).toBe('combo');
    expect(kindOfMenuId('x_1')).toBeNull();
    expect(kindOfMenuId('nounderscore')).toBeNull();
  });
});

describe('dish toggle', () => {
  it('switches only that dish', () => {
    const before = tree();
    const after = setDishEnabled(before, 'i_100', false);
    expect(states(after)).toEqual({ ...states(before), i_100: false });
    // The combo component of the same dish keeps its state.
    expect(enabled(after, 'cc_900_100')).toBe(true);
  });

  it('leaves the tree given untouched', () => {
    const before = tree();
    setDishEnabled(before, 'i_100', false);
    expect(enabled(before, 'i_100')).toBe(true);
  });

  it('does not switch a dish disabled in r_keeper or a broken combo', () => {
    const before = tree();
    expect(states(setDishEnabled(before, 'i_300', true))).toEqual(states(before));
    expect(states(setDishEnabled(before, 'c_902', true))).toEqual(states(before));
  });
});

describe('modifier switch', () => {
  it('sets every element whose id ends with the same reference id', () => {
    const before = tree();
    const after = setModifierEnabled(before, 'm_100_501', false);
    expect(states(after)).toEqual({ ...states(before), m_100_501: false, m_200_501: false });
    const back = setModifierEnabled(after, 'm_200_501', true);
    expect(states(back)).toEqual(states(before));
  });

  it('compares the whole last part, not a suffix of it', () => {
    const nodes = [node('i_1', {}, [node('m_1_11'), node('m_1_1'), node('m_2_211')])];
    const after = setModifierEnabled(nodes, 'm_1_11', false);
    expect(states(after)).toEqual({ i_1: true, m_1_11: false, m_1_1: true, m_2_211: true });
  });
});

describe('combo component switch', () => {
  it('sets every component with the same last id part, but not the dish itself (ids starting with i)', () => {
    const before = tree();
    const after = setComboComponentEnabled(before, 'cc_900_100', false);
    expect(states(after)).toEqual({ ...states(before), cc_900_100: false, cc_901_100: false });
    expect(enabled(after, 'i_100')).toBe(true);
  });
});

describe('category switch', () => {
  it('sets every dish and combo inside it, nested categories too, but no modifier', () => {
    const before = tree();
    const after = setCategoryEnabled(before, 'k_10', false);
    expect(states(after)).toEqual({
      ...states(before),
      k_10: false,
      i_100: false,
      i_200: false,
      k_11: false,
      i_400: false,
    });
  });

  it('skips broken combos and dishes disabled in r_keeper when switching on', () => {
    const off = setCategoryEnabled(setCategoryEnabled(tree(), 'k_20', false), 'k_10', false);
    const on = setCategoryEnabled(setCategoryEnabled(off, 'k_20', true), 'k_10', true);
    expect(enabled(on, 'c_900')).toBe(true);
    expect(enabled(on, 'i_500')).toBe(true);
    expect(enabled(on, 'c_902')).toBe(false);
    expect(enabled(on, 'i_300')).toBe(false);
    expect(enabled(on, 'i_400')).toBe(true);
  });

  it('touches nothing outside the category', () => {
    const before = tree();
    const after = setCategoryEnabled(before, 'k_11', false);
    expect(states(after)).toEqual({ ...states(before), k_11: false, i_400: false });
  });
});

describe('applyMenuSwitch', () => {
  it('picks the rule by the kind of id', () => {
    const t = tree();
    expect(states(applyMenuSwitch(t, 'k_11', false))).toEqual(states(setCategoryEnabled(t, 'k_11', false)));
    expect(states(applyMenuSwitch(t, 'm_100_501', false))).toEqual(
      states(setModifierEnabled(t, 'm_100_501', false)),
    );
    expect(states(applyMenuSwitch(t, 'cc_900_100', false))).toEqual(
      states(setComboComponentEnabled(t, 'cc_900_100', false)),
    );
    expect(states(applyMenuSwitch(t, 'c_900', false))).toEqual({ ...states(t), c_900: false });
    expect(states(applyMenuSwitch(t, 'i_500', false))).toEqual({ ...states(t), i_500: false });
    expect(states(applyMenuSwitch(t, 'g_100_50', false))).toEqual(states(t));
    expect(states(applyMenuSwitch(t, 'zz_1', false))).toEqual(states(t));
  });
});

describe('counts and search', () => {
  it('counts dishes and combos on, off and unavailable', () => {
    const t = setDishEnabled(tree(), 'i_500', false);
    expect(countMenuSwitches(t)).toEqual({ on: 5, off: 1, unavailable: 2 });
  });

  it('keeps the matches with their ancestors', () => {
    const t = tree().map((n) => (n.id === 'k_10' ? { ...n, name: 'Soups' } : n));
    const found = filterMenuTree(t, 'i_4');
    expect(found.map((n) => n.id)).toEqual(['k_10']);
    expect(found[0]!.children.map((n) => n.id)).toEqual(['k_11']);
    expect(found[0]!.children[0]!.children.map((n) => n.id)).toEqual(['i_400']);
    expect(filterMenuTree(t, 'SOUP').map((n) => n.id)).toEqual(['k_10']);
    expect(filterMenuTree(t, '  ')).toBe(t);
  });
});

describe('applyMenuSwitches', () => {
  it('applies the switches in the order they were made, the last of an item winning', () => {
    const t = tree();
    expect(applyMenuSwitches(t, [])).toBe(t);
    expect(
      states(
        applyMenuSwitches(t, [
          { id: 'i_500', isEnabled: false },
          { id: 'c_900', isEnabled: false },
          { id: 'i_500', isEnabled: true },
        ]),
      ),
    ).toEqual({ ...states(t), c_900: false });
  });

  it('reaches inside a category as its single switch does', () => {
    const t = tree();
    expect(states(applyMenuSwitches(t, [{ id: 'k_11', isEnabled: false }]))).toEqual(
      states(applyMenuSwitch(t, 'k_11', false)),
    );
  });
});
