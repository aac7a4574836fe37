import { OrderStatus } from './order-status';

/** Statuses of an order the venue has accepted and is working on: delayed, cooking or ready. */
const ACCEPTED_WORK_STATUSES: readonly number[] = [
  OrderStatus.DELAYED,
  OrderStatus.PRODUCTION,
  OrderStatus.READY,
];

/**
 * Whether an order is one the platform cancelled or refunded after the venue had accepted it: the
 * kitchen may be cooking food nobody will collect, so the board sounds its own alarm and names the
 * order until someone acknowledges it. The venue's own reject never counts.
 */
export function isPlatformCancellationOfAcceptedOrder(order: {
  statusId: number;
  endedBy?: 'platform' | 'venue' | null | undefined;
  endedFromStatusId?: number | null | undefined;
}): boolean {
  return (
    (order.statusId === OrderStatus.REJECTED || order.statusId === OrderStatus.REFUNDED) &&
    order.endedBy === 'platform' &&
    order.endedFromStatusId !== null &&
    order.endedFromStatusId !== undefined &&
    ACCEPTED_WORK_STATUSES.includes(order.endedFromStatusId)
  );
}
