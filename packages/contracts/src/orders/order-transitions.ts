import { OrderStatus, type TOrderStatus } from './order-status';

/** The order actions that move an order from one status to the next (docs/product.md §4, the order's life). */
export type TransitionAction =
  | 'accept'
  | 'delay'
  | 'releaseDelayed'
  | 'forceProduction'
  | 'ready'
  | 'pickUp'
  | 'reject'
  | 'forceReject'
  | 'release';

export interface OrderTransition {
  /** Statuses the action may start from; any other answers 409 and changes nothing. */
  from: readonly TOrderStatus[];
  to: TOrderStatus;
}

/** One table for the server's checks and the board's immediate moves. */
export const ORDER_TRANSITIONS: Readonly<Record<TransitionAction, OrderTransition>> = {
  accept: { from: [OrderStatus.RECEIVED], to: OrderStatus.PRODUCTION },
  /** Accept with `delayOrderSaving`: the order waits in Delayed before it is saved to the POS. */
  delay: { from: [OrderStatus.RECEIVED], to: OrderStatus.DELAYED },
  /** The delay's timer: the order is saved to the POS and goes into production. */
  releaseDelayed: { from: [OrderStatus.DELAYED], to: OrderStatus.PRODUCTION },
  ready: { from: [OrderStatus.PRODUCTION], to: OrderStatus.READY },
  pickUp: { from: [OrderStatus.READY], to: OrderStatus.PICKEDUP },
  reject: { from: [OrderStatus.RECEIVED, OrderStatus.PREORDER], to: OrderStatus.REJECTED },
  /**
   * Force on Incoming (state BAD) or Incorrect: into production without the POS, the platform hears
   * the accept; the order stays BAD.
   */
  forceProduction: { from: [OrderStatus.RECEIVED, OrderStatus.INCORRECT], to: OrderStatus.PRODUCTION },
  /** The danger-style Reject (state BAD), and an incorrect order given up. */
  forceReject: { from: [OrderStatus.RECEIVED, OrderStatus.INCORRECT], to: OrderStatus.REJECTED },
  /** A pre-order's timer: at pick-up time minus cooking time it joins Incoming. */
  release: { from: [OrderStatus.PREORDER], to: OrderStatus.RECEIVED },
};

/** Edit (cooking-time) changes the timing of an order that waits: a pre-order or a delayed one. */
export const COOKING_TIME_EDITABLE: readonly TOrderStatus[] = [OrderStatus.PREORDER, OrderStatus.DELAYED];

export function canTransition(action: TransitionAction, statusId: number): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly number[]).includes(statusId);
}
