import { OrderState, OrderStatus } from './order-status';

export interface HandoverRetryOrder {
  statusId: number;
  stateId: number;
  isCreatedInRKeeper: boolean;
}

/** Statuses that end an order: nothing is handed to the POS any more. */
const CLOSED_STATUSES: readonly number[] = [OrderStatus.REJECTED, OrderStatus.REFUNDED];

/**
 * Retry (docs/product.md §4), one rule for the board's button and the server: an incorrect order once
 * its menu or mapping is fixed, or an order whose hand-over to the POS failed (BAD) and that is not in
 * the POS yet. That includes a Force-accepted one in Outgoing: Force took it without the till, Retry
 * still brings it there. A rejected or refunded order is never handed over.
 */
export function canRetryHandover(order: HandoverRetryOrder): boolean {
  if (order.statusId === OrderStatus.INCORRECT) return true;
  return (
    order.stateId === OrderState.BAD && !order.isCreatedInRKeeper && !CLOSED_STATUSES.includes(order.statusId)
  );
}
