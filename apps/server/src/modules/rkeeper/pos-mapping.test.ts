import { describe, expect, it } from 'vitest';
import type { PosLine } from './pos-lines';
import { indexRkMenu, mapToRkeeper, type PosMappings } from './pos-mapping';

const item = (ident: string, code: string, name: string) => ({ ident, code, name, status: null, guid: null });
const menu = indexRkMenu(
  [item('1001', '11', 'Burger'), item('1002', '12', 'Soup')],
  [item('2001', '21', 'Cheese')],
  null,
);
const none: PosMappings = { dishes: new Map(), modifiers: new Map() };
const line = (overrides: Partial<PosLine>): PosLine => ({
  name: 'Burger',
  ref: '11',
  count: 1,
  unitPrice: 900,
  options: [],
  ...overrides,
});
const opts = { singleModifier: false };

describe('mapToRkeeper problems', () => {
  it('names the option that failed as a modifier to map, with its POS id', () => {
    const mapped = mapToRkeeper(
      [line({ options: [{ name: 'Bacon', ref: '29', count: 1, price: 100 }] })],
      none,
      menu,
      opts,
    );
    expect(mapped.problems).toEqual([
      {
        line: 'Burger',
        option: 'Bacon',
        kind: 'modifier',
        platformRef: '29',
        reason: 'unknown',
        text: 'Option "Bacon" of "Burger" (POS id 29) matches no r_keeper modifier',
        canMap: true,
      },
    ]);
  });

  it('a line switched off on the platform, or without a POS id, cannot be mended by a mapping', () => {
    const mapped = mapToRkeeper([line({}), line({ name: 'Mystery', ref: null })], none, menu, {
      ...opts,
      switchedOff: new Set(['11']),
    });
    expect(mapped.problems.map((p) => [p.line, p.reason, p.canMap])).toEqual([
      ['Burger', 'switchedOff', false],
      ['Mystery', 'noRef', false],
    ]);
  });

  it('a broken combo names the part r_keeper does not know, as a dish to map; the mapping mends it', () => {
    const combo = line({
      name: 'Lunch',
      ref: '90',
      isCombo: true,
      options: [
        { name: 'Soup', ref: '12', count: 1, price: 0 },
        { name: 'Pie', ref: '77', count: 1, price: 0 },
      ],
    });
    const broken = mapToRkeeper([combo], none, menu, opts);
    expect(broken.problems).toMatchObject([
      { line: 'Lunch', option: 'Pie', kind: 'dish', platformRef: '77', reason: 'brokenCombo', canMap: true },
    ]);
    const mended = mapToRkeeper(
      [combo],
      { dishes: new Map([['77', '1001']]), modifiers: new Map() },
      menu,
      opts,
    );
    expect(mended.problems).toEqual([]);
    expect(mended.lines.map((l) => l.dish)).toEqual([{ id: '1002' }, { id: '1001' }]);
  });
});
