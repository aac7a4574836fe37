/** Order status values of docs/product.md §4. 9 is unused by the spec. */
export const OrderStatus = {
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
} as const;
export type TOrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_VALUES = Object.values(OrderStatus) as TOrderStatus[];

/** Status names as the spec spells them (docs/product.md §3). */
export const ORDER_STATUS_NAMES: Record<TOrderStatus, string> = {
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
};

/** GOOD: the hand-over to the POS succeeded or is not needed yet; BAD: it failed. */
export const OrderState = { GOOD: 1, BAD: 2 } as const;
export type TOrderState = (typeof OrderState)[keyof typeof OrderState];

export function isOrderStatus(value: number): value is TOrderStatus {
  return (ORDER_STATUS_VALUES as number[]).includes(value);
}
