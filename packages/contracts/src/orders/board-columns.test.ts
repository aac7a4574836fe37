import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  BOARD_PAGE_BY_ROUTE,
  DANGER_ACTIONS,
  boardColumnsForPage,
  isForceReject,
  orderActions,
  orderDialogActions,
  type BoardPage,
} from './board-columns';

const GOOD = 1;
const BAD = 2;

describe('board columns', () => {
  it('lists the spec columns in order with status, page, visibility and widths', () => {
    expect(BOARD_COLUMNS.map((c) => [c.title, c.statusId, c.page, c.hidden, c.width, c.mdWidth])).toEqual([
      ['Incoming', 1, 1, false, 5, 4],
      ['Outgoing', 2, 1, false, 5, 4],
      ['Ready', 3, 1, false, 2, 4],
      ['Picked up', 4, 2, false, 4, 4],
      ['Delivered', 5, 2, true, 3, 3],
      ['Pre-order', 10, 2, false, 4, 4],
      ['Delayed', 11, 2, false, 4, 4],
      ['Reject', 6, 3, false, 6, 6],
      ['Reject', 7, 3, true, 4, 4],
      ['Incorrect', 8, 3, false, 6, 6],
    ]);
  });

  it('gives every column a unique key and an i18n title key', () => {
    const keys = BOARD_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(BOARD_COLUMNS.find((c) => c.statusId === 1)?.titleKey).toBe('board.columns.incoming');
    for (const c of BOARD_COLUMNS) expect(c.titleKey).toMatch(/^board\.columns\.[a-zA-Z]+$/);
    // Refunded carries the same title as Reject.
    expect(BOARD_COLUMNS.find((c) => c.statusId === 7)?.titleKey).toBe('board.columns.reject');
  });

  it('fills the 12-column grid with the shown columns of each page', () => {
    for (const page of [1, 2, 3] as BoardPage[]) {
      const sum = boardColumnsForPage(page).reduce((s, c) => s + c.width, 0);
      expect(sum).toBe(12);
    }
    expect(boardColumnsForPage(1).reduce((s, c) => s + c.mdWidth, 0)).toBe(12);
  });

  it('leaves hidden columns out unless asked', () => {
    expect(boardColumnsForPage(2).map((c) => c.statusId)).toEqual([4, 10, 11]);
    expect(boardColumnsForPage(2, { includeHidden: true }).map((c) => c.statusId)).toEqual([4, 5, 10, 11]);
    expect(boardColumnsForPage(3).map((c) => c.statusId)).toEqual([6, 8]);
    expect(boardColumnsForPage(3, { includeHidden: true }).map((c) => c.statusId)).toEqual([6, 7, 8]);
    expect(boardColumnsForPage(1).map((c) => c.statusId)).toEqual([1, 2, 3]);
  });

  it('maps order-list routes to board pages', () => {
    expect(BOARD_PAGE_BY_ROUTE).toEqual({
      'new-orders': 1,
      'new-orders-id': 1,
      orders: 2,
      'orders-id': 2,
      'incorrect-orders': 3,
      'incorrect-orders-id': 3,
    });
  });
});

describe('orderActions', () => {
  const open = { page: 1 as BoardPage, venueOpen: true };
  const order = (statusId: number, stateId: number, isCreatedInRKeeper = false) => ({
    statusId,
    stateId,
    isCreatedInRKeeper,
  });

  it('Incoming: Accept when good on page 1, also while the venue is closed (it came before)', () => {
    expect(orderActions(order(1, GOOD), open)).toEqual(['accept']);
    expect(orderActions(order(1, GOOD), { page: 1, venueOpen: false })).toEqual(['accept']);
    expect(orderActions(order(1, GOOD), { page: 2, venueOpen: true })).toEqual([]);
  });

  it('Incoming: Retry, Force and Reject when bad and not created in the POS', () => {
    expect(orderActions(order(1, BAD), open)).toEqual(['retry', 'force', 'reject']);
    expect(orderActions(order(1, BAD), { page: 1, venueOpen: false })).toEqual(['retry', 'force', 'reject']);
    expect(orderActions(order(1, BAD, true), open)).toEqual([]);
  });

  it('Outgoing: Ready', () => {
    expect(orderActions(order(2, GOOD), open)).toEqual(['ready']);
    expect(orderActions(order(2, BAD, true), { page: 1, venueOpen: false })).toEqual(['ready']);
  });

  it('Outgoing: Ready and Retry on a Force-accepted order whose hand-over failed', () => {
    expect(orderActions(order(2, BAD), open)).toEqual(['ready', 'retry']);
    expect(orderActions(order(2, BAD), { page: 1, venueOpen: false })).toEqual(['ready', 'retry']);
  });

  it('Ready: Pick up when good; Retry when bad and not in the POS; Force when bad', () => {
    expect(orderActions(order(3, GOOD), open)).toEqual(['pickUp']);
    expect(orderActions(order(3, BAD), open)).toEqual(['retry', 'force']);
    expect(orderActions(order(3, BAD, true), open)).toEqual(['force']);
  });

  it('Pre-order and Delayed: Edit on page 2 with the venue open', () => {
    for (const status of [10, 11]) {
      expect(orderActions(order(status, GOOD), { page: 2, venueOpen: true })).toEqual(['edit']);
      expect(orderActions(order(status, GOOD), { page: 2, venueOpen: false })).toEqual([]);
      expect(orderActions(order(status, GOOD), { page: 1, venueOpen: true })).toEqual([]);
    }
  });

  it('an incorrect order offers Retry once its menu or mapping is fixed', () => {
    expect(orderActions(order(8, BAD), { page: 3, venueOpen: true })).toEqual(['retry', 'force', 'reject']);
    expect(orderActions(order(8, BAD), { page: 3, venueOpen: false })).toEqual(['retry', 'force', 'reject']);
  });

  it('other columns have no buttons', () => {
    for (const status of [4, 5, 6, 7]) {
      expect(orderActions(order(status, GOOD), { page: 2, venueOpen: true })).toEqual([]);
      expect(orderActions(order(status, BAD), { page: 3, venueOpen: true })).toEqual([]);
    }
  });

  it('draws Reject in the danger style', () => {
    expect(DANGER_ACTIONS).toEqual(['reject']);
  });
});

describe('orderDialogActions', () => {
  const open = { page: 1 as BoardPage, venueOpen: true };
  const order = (statusId: number, stateId: number, platform: 'wolt' | 'glovo' | 'bolt' | 'fudy') => ({
    statusId,
    stateId,
    isCreatedInRKeeper: false,
    platform,
  });

  it('adds Reject to a good incoming order of a platform with a reject call', () => {
    for (const platform of ['wolt', 'bolt', 'fudy'] as const) {
      expect(orderDialogActions(order(1, GOOD, platform), open)).toEqual(['accept', 'reject']);
      expect(orderDialogActions(order(1, GOOD, platform), { page: 1, venueOpen: false })).toEqual([
        'accept',
        'reject',
      ]);
    }
  });

  it('offers no Reject on a good Glovo order (no reject call) nor outside Incoming', () => {
    expect(orderDialogActions(order(1, GOOD, 'glovo'), open)).toEqual(['accept']);
    expect(orderDialogActions(order(2, GOOD, 'wolt'), open)).toEqual(['ready']);
    expect(orderDialogActions(order(1, GOOD, 'wolt'), { page: 2, venueOpen: true })).toEqual([]);
  });

  it('keeps the single Reject of a failed hand-over', () => {
    expect(orderDialogActions(order(1, BAD, 'wolt'), open)).toEqual(['retry', 'force', 'reject']);
  });
});

describe('isForceReject', () => {
  const order = (statusId: number, stateId: number, platform: string) => ({ statusId, stateId, platform });

  it('rejects a good order through its platform where the platform has a reject call', () => {
    for (const platform of ['wolt', 'bolt', 'fudy']) {
      expect(isForceReject(order(1, GOOD, platform))).toBe(false);
      expect(isForceReject(order(2, GOOD, platform))).toBe(false);
    }
  });

  it('force-rejects a BAD order, whatever the POS said', () => {
    expect(isForceReject(order(1, BAD, 'wolt'))).toBe(true);
    expect(isForceReject(order(3, BAD, 'bolt'))).toBe(true);
  });

  it('force-rejects an incorrect order, good or bad', () => {
    expect(isForceReject(order(8, GOOD, 'wolt'))).toBe(true);
    expect(isForceReject(order(8, BAD, 'fudy'))).toBe(true);
  });

  it('force-rejects an order of a platform without a reject call (Glovo: its support cancels)', () => {
    expect(isForceReject(order(1, GOOD, 'glovo'))).toBe(true);
  });
});
