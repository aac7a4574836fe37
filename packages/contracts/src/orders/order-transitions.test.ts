import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES } from './order-status';
import { canTransition, ORDER_TRANSITIONS } from './order-transitions';

describe('order transitions', () => {
  it('follows the order life of docs/product.md §4', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      accept: { from: [1], to: 2 },
      delay: { from: [1], to: 11 },
      releaseDelayed: { from: [11], to: 2 },
      ready: { from: [2], to: 3 },
      pickUp: { from: [3], to: 4 },
      reject: { from: [1, 10], to: 6 },
      forceProduction: { from: [1, 8], to: 2 },
      forceReject: { from: [1, 8], to: 6 },
      release: { from: [10], to: 1 },
    });
  });

  it('allows each action only from its statuses', () => {
    const allowed = (action: keyof typeof ORDER_TRANSITIONS) =>
      ORDER_STATUS_VALUES.filter((s) => canTransition(action, s));
    expect(allowed('accept')).toEqual([1]);
    expect(allowed('ready')).toEqual([2]);
    expect(allowed('pickUp')).toEqual([3]);
    expect(allowed('reject')).toEqual([1, 10]);
    expect(allowed('forceProduction')).toEqual([1, 8]);
    expect(allowed('forceReject')).toEqual([1, 8]);
  });
});
