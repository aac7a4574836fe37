import { describe, expect, it } from 'vitest';
import { heldLayout } from './column-hold';

const orders = (...ids: number[]) => ids.map((id) => ({ id, note: `v${id}` }));

describe('heldLayout', () => {
  it('shows every order while the column is not held', () => {
    const all = orders(3, 2, 1);
    expect(heldLayout(all, null)).toEqual({ shown: all, waiting: 0 });
  });

  it('keeps the cards shown when the hold began, in place, and counts the new ones as waiting', () => {
    // Newest first: orders 9 and 8 came in while a finger was on the column.
    const { shown, waiting } = heldLayout(orders(9, 3, 8, 2, 1), new Set([3, 2, 1]));
    expect(shown.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(waiting).toBe(2);
  });

  it('lets a shown card leave (another device took it) and shows its latest version', () => {
    const now = [{ id: 3, note: 'changed' }, ...orders(1)];
    const { shown, waiting } = heldLayout(now, new Set([3, 2, 1]));
    expect(shown).toEqual([
      { id: 3, note: 'changed' },
      { id: 1, note: 'v1' },
    ]);
    expect(waiting).toBe(0);
  });
});
