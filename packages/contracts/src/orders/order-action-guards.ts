import { OrderState, OrderStatus } from './order-status';
import { canTransition, COOKING_TIME_EDITABLE } from './order-transitions';

/** The order actions of docs/product.md §7 whose status and state the server checks before it changes anything. */
export type GuardedOrderAction =
  'accept' | 'reject' | 'forceReject' | 'forceProduction' | 'ready' | 'pickUp' | 'cookingTime';

export interface GuardedOrder {
  statusId: number;
  stateId: number;
}

export interface GuardOptions {
  /** Accept and Pick up with `isForce`. */
  isForce?: boolean;
  /** Whether the order's platform has a reject call (Glovo has none). */
  platformCanReject?: boolean;
}

/**
 * Why an action may not be taken on an order in its status and state (the server answers 409 with
 * it and changes nothing), or null when it may. One rule set for every status × action × state.
 */
export function orderActionRefusal(
  action: GuardedOrderAction,
  order: GuardedOrder,
  opts: GuardOptions = {},
): string | null {
  const bad = order.stateId === OrderState.BAD;
  switch (action) {
    case 'accept':
      if (!canTransition('accept', order.statusId)) return 'Only an incoming order can be accepted';
      return bad && !opts.isForce
        ? 'The hand-over to the POS failed: retry, force or reject the order'
        : null;
    case 'ready':
      return canTransition('ready', order.statusId)
        ? null
        : 'Only an order in production can be marked ready';
    case 'pickUp':
      if (!canTransition('pickUp', order.statusId)) return 'Only a ready order can be picked up';
      return bad && !opts.isForce ? 'The hand-over to the POS failed: retry or force the pick-up' : null;
    case 'reject':
      return canTransition('reject', order.statusId)
        ? null
        : 'Only an incoming order or a pre-order can be rejected';
    case 'forceProduction':
      if (!canTransition('forceProduction', order.statusId))
        return 'Only an incoming or incorrect order can be forced into production';
      return bad ? null : 'Force is for an order whose hand-over to the POS failed: accept it instead';
    case 'forceReject':
      if (!canTransition('forceReject', order.statusId))
        return 'Only an incoming or incorrect order can be force-rejected';
      // A platform without a reject call (Glovo) is cancelled by its support: force-reject records it.
      return order.statusId === OrderStatus.RECEIVED && !bad && opts.platformCanReject !== false
        ? 'Force-reject is for an order whose hand-over to the POS failed: reject it instead'
        : null;
    case 'cookingTime':
      return (COOKING_TIME_EDITABLE as readonly number[]).includes(order.statusId)
        ? null
        : 'Only a pre-order or a delayed order can get a new cooking time';
  }
}
