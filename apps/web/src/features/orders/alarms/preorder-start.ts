import { OrderStatus, preorderCookingStart, type PreorderTimesSource } from '@orderdesk/contracts';

type Preorder = PreorderTimesSource & { id: number; statusId: number };

/**
 * The pre-orders whose start-cooking time has come (due time less cooking time, contracts
 * `preorderCookingStart`) while they still wait in the Pre-order column: their ids join the new-order
 * sound's keys, so the board rings when cooking should start. The server releases such a pre-order to
 * Incoming at the same time, under the same id: one ring, whichever is seen first.
 */
export function duePreorderKeys(
  orders: readonly Preorder[],
  defaultCookingMinutes: number,
  nowMs: number,
): number[] {
  return orders.flatMap((order) => {
    if (order.statusId !== OrderStatus.PREORDER) return [];
    const start = preorderCookingStart(order, defaultCookingMinutes);
    return start !== null && Date.parse(start) <= nowMs ? [order.id] : [];
  });
}

/** The next start-cooking time still to come among the waiting pre-orders (ms since the epoch); null: none. */
export function nextPreorderStart(
  orders: readonly Preorder[],
  defaultCookingMinutes: number,
  nowMs: number,
): number | null {
  let next: number | null = null;
  for (const order of orders) {
    if (order.statusId !== OrderStatus.PREORDER) continue;
    const start = preorderCookingStart(order, defaultCookingMinutes);
    const at = start === null ? NaN : Date.parse(start);
    if (at > nowMs && (next === null || at < next)) next = at;
  }
  return next;
}
