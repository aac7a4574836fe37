/** Most orders one list answer holds; also the size of a page when `limit` is left out. */
export const ORDER_LIST_MAX_LIMIT = 500;
/** Response header of GET /api/orders naming the `cursor` of the next page; absent on the last page. */
export const ORDER_LIST_NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Where a list page ends: the created-at and id of its last order, as `cursor` takes it. */
export function orderListCursor(order: { createdAt: string; id: number }): string {
  return `${order.createdAt}_${order.id}`;
}
