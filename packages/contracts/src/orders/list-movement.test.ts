import { describe, expect, it } from 'vitest';
import { applyOrderUpdate, moveOrder, returnMove, sortOrders, type OrderLists } from './list-movement';

interface O {
  id: number;
  statusId: number;
  stateId: number;
  note?: string;
}
const o = (id: number, statusId: number, stateId = 1, note?: string): O => ({ id, statusId, stateId, note });
const ids = (lists: OrderLists<O>) =>
  Object.fromEntries(Object.entries(lists).map(([k, list]) => [k, list.map((x) => x.id)]));

function board(): OrderLists<O> {
  return { 1: [o(11, 1), o(12, 1)], 2: [o(21, 2)], 3: [o(31, 3), o(32, 3, 2)] };
}

describe('moveOrder / returnMove', () => {
  it('takes the order out, sets its status and puts it at the top of the new list', () => {
    const lists = board();
    const next = moveOrder(lists, 12, 1, 2);
    expect(ids(next)).toEqual({ 1: [11], 2: [12, 21], 3: [31, 32] });
    expect(next[2]?.[0]).toEqual(o(12, 2));
  });

  it('does not mutate the input', () => {
    const lists = board();
    const snapshot = JSON.parse(JSON.stringify(lists)) as OrderLists<O>;
    moveOrder(lists, 12, 1, 2);
    expect(lists).toEqual(snapshot);
  });

  it('creates the target list when missing and ignores unknown ids', () => {
    const lists = board();
    expect(ids(moveOrder(lists, 31, 3, 4))).toEqual({ 1: [11, 12], 2: [21], 3: [32], 4: [31] });
    expect(moveOrder(lists, 99, 1, 2)).toBe(lists);
    expect(moveOrder(lists, 21, 1, 2)).toBe(lists);
  });

  it('a return move reverses the move', () => {
    const moved = moveOrder(board(), 11, 1, 2);
    const back = returnMove(moved, 11, 1, 2);
    expect(ids(back)).toEqual({ 1: [11, 12], 2: [21], 3: [31, 32] });
    expect(back[1]?.[0]?.statusId).toBe(1);
  });
});

describe('applyOrderUpdate', () => {
  it('removes an order that changed status from every other list and puts it on top of its own', () => {
    const next = applyOrderUpdate(board(), o(31, 4));
    expect(ids(next)).toEqual({ 1: [11, 12], 2: [21], 3: [32], 4: [31] });
    const again = applyOrderUpdate({ ...board(), 6: [o(61, 6)] }, o(11, 6));
    expect(ids(again)).toEqual({ 1: [12], 2: [21], 3: [31, 32], 6: [11, 61] });
  });

  it('removes stale copies from all other lists', () => {
    const lists: OrderLists<O> = { 1: [o(5, 1)], 3: [o(5, 3)], 6: [] };
    expect(ids(applyOrderUpdate(lists, o(5, 6)))).toEqual({ 1: [], 3: [], 6: [5] });
  });

  it('replaces an order in its own list in place only when its stateId differs', () => {
    const lists = board();
    const changed = applyOrderUpdate(lists, o(12, 1, 2, 'pos failed'));
    expect(ids(changed)).toEqual({ 1: [11, 12], 2: [21], 3: [31, 32] });
    expect(changed[1]?.[1]).toEqual(o(12, 1, 2, 'pos failed'));

    const same = applyOrderUpdate(lists, o(12, 1, 1, 'other field changed'));
    expect(same).toBe(lists);
    expect(same[1]?.[1]?.note).toBeUndefined();
  });

  it('ignores production updates for an order already in production', () => {
    const lists = board();
    expect(applyOrderUpdate(lists, o(21, 2))).toBe(lists);
    expect(applyOrderUpdate(lists, o(21, 2, 2))).toBe(lists);
  });

  it('moves an order accepted elsewhere out of Incoming into production', () => {
    expect(ids(applyOrderUpdate(board(), o(11, 2)))).toEqual({ 1: [12], 2: [11, 21], 3: [31, 32] });
  });

  it('puts an unknown order at the top of its status list, creating it if needed', () => {
    expect(ids(applyOrderUpdate(board(), o(13, 1)))).toEqual({ 1: [13, 11, 12], 2: [21], 3: [31, 32] });
    expect(ids(applyOrderUpdate(board(), o(81, 8)))).toEqual({ 1: [11, 12], 2: [21], 3: [31, 32], 8: [81] });
  });

  it('never mutates its inputs', () => {
    const lists = board();
    const snapshot = JSON.parse(JSON.stringify(lists)) as OrderLists<O>;
    const update = o(31, 4);
    applyOrderUpdate(lists, update);
    applyOrderUpdate(lists, o(12, 1, 2));
    applyOrderUpdate(lists, o(13, 1));
    expect(lists).toEqual(snapshot);
    expect(update).toEqual(o(31, 4));
  });
});

describe('sortOrders', () => {
  const orders = [
    { id: 1, createdAt: '2025-03-01T10:00:00Z' },
    { id: 2, createdAt: '2025-03-01T12:00:00Z' },
    { id: 3, createdAt: '2025-03-01T11:00:00+02:00' },
  ];

  it('sorts oldest first when ascending and newest first otherwise, without mutating', () => {
    expect(sortOrders(orders, true).map((x) => x.id)).toEqual([3, 1, 2]);
    expect(sortOrders(orders, false).map((x) => x.id)).toEqual([2, 1, 3]);
    expect(orders.map((x) => x.id)).toEqual([1, 2, 3]);
  });
});

describe('applyOrderUpdate with versions', () => {
  const v = (id: number, statusId: number, version: number, stateId = 1) => ({
    id,
    statusId,
    stateId,
    version,
  });

  it('drops a push older than the card shown, wherever that card is', () => {
    const lists = { 1: [], 2: [v(7, 2, 5)], 6: [] } as OrderLists<ReturnType<typeof v>>;
    // The accept's push (version 4) arrives after the cancellation's (version 5) moved the card on.
    expect(applyOrderUpdate(lists, v(7, 1, 4))).toBe(lists);
    expect(applyOrderUpdate(lists, v(7, 2, 5))).toBe(lists);
  });

  it('moves and replaces the card for a newer push, also in production and with the same state', () => {
    const lists = { 1: [v(7, 1, 1)], 2: [v(8, 2, 3)], 6: [] } as OrderLists<ReturnType<typeof v>>;
    const cancelled = applyOrderUpdate(lists, v(7, 6, 2));
    expect(cancelled[1]).toEqual([]);
    expect(cancelled[6]).toEqual([v(7, 6, 2)]);
    const refreshed = applyOrderUpdate(lists, v(8, 2, 4));
    expect(refreshed[2]).toEqual([v(8, 2, 4)]);
  });
});
