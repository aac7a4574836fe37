import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_NAMES,
  ORDER_STATUS_VALUES,
  OrderState,
  OrderStatus,
  isOrderStatus,
} from './order-status';

describe('order status', () => {
  it('has the spec values', () => {
    expect(OrderStatus).toEqual({
      RECEIVED: 1,
      PRODUCTION: 2,
      READY: 3,
      PICKEDUP: 4,
      DELIVERED: 5,
      REJECTED: 6,
      REFUNDED: 7,
      INCORRECT: 8,
      PREORDER: 10,
      DELAYED: 11,
    });
    expect([...ORDER_STATUS_VALUES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);
    expect(OrderState).toEqual({ GOOD: 1, BAD: 2 });
  });

  it('has the spec names', () => {
    expect(ORDER_STATUS_NAMES).toEqual({
      1: 'received',
      2: 'production',
      3: 'ready',
      4: 'pickedup',
      5: 'delivered',
      6: 'rejected',
      7: 'refunded',
      8: 'incorrect',
      10: 'preorder',
      11: 'delayed',
    });
  });

  it('knows which numbers are statuses', () => {
    expect(isOrderStatus(9)).toBe(false);
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(12)).toBe(false);
    expect(isOrderStatus(10)).toBe(true);
  });
});
