import { OrderState, OrderStatus, type TOrderState, type TOrderStatus } from './order-status';
import { ORDER_TRANSITIONS, type TransitionAction } from './order-transitions';

/**
 * The order's life as one rule table (docs/adr/0001-one-owner-for-an-orders-life.md). Every change of
 * an order's status or state, whoever causes it, is an event this machine decides on: a person's
 * action or a timer's (`act`), a status the platform reports (`platform`), the outcome of a hand-over
 * to the POS (`handover`). The server applies the decision with a compare-and-set on the order's
 * version, so of two racing events on the same order the second is decided on what the first left.
 */
export type OrderEvent =
  | { kind: 'act'; action: TransitionAction }
  | { kind: 'platform'; to: TOrderStatus }
  | { kind: 'handover'; outcome: HandoverResult };

/** done: the POS holds the order; failed: it refused or did not answer; incorrect: an item maps to nothing. */
export type HandoverResult = 'done' | 'failed' | 'incorrect';

export interface OrderPosition {
  statusId: number;
  stateId: number;
}

export type OrderDecision =
  { ok: true; statusId: TOrderStatus; stateId: TOrderState } | { ok: false; reason: string };

/** Statuses an order never leaves: the platform cancelled or refunded it, or a person rejected it. */
export const FINAL_STATUSES: readonly number[] = [OrderStatus.REJECTED, OrderStatus.REFUNDED];

/** Delivered is closed for the board; only the platform's refund still moves it. */
const CLOSED_STATUSES: readonly number[] = [...FINAL_STATUSES, OrderStatus.DELIVERED];

export function isFinalStatus(statusId: number): boolean {
  return FINAL_STATUSES.includes(statusId);
}

/** The order's way through the board, by rank: the platform may move an order along it, never back. */
const RANK: Partial<Record<number, number>> = {
  [OrderStatus.PREORDER]: 0,
  [OrderStatus.INCORRECT]: 0,
  [OrderStatus.RECEIVED]: 1,
  [OrderStatus.DELAYED]: 2,
  [OrderStatus.PRODUCTION]: 2,
  [OrderStatus.READY]: 3,
  [OrderStatus.PICKEDUP]: 4,
  [OrderStatus.DELIVERED]: 5,
};

/**
 * A platform's report: a cancellation (REJECTED) or refund wins over every status that is not final;
 * a delivered order may still be refunded; anything else only moves an order forward.
 */
function platformRefusal(from: number, to: TOrderStatus): string | null {
  if (isFinalStatus(from)) return 'The order has ended';
  if (to === OrderStatus.REFUNDED) return null;
  if (from === OrderStatus.DELIVERED) return 'The order was delivered';
  if (to === OrderStatus.REJECTED) return null;
  return (RANK[to] ?? 0) > (RANK[from] ?? 0) ? null : 'The platform reported a step the order has passed';
}

/**
 * Where a hand-over's outcome leaves the order: the state follows it, and only an order still waiting
 * for a decision moves to Incorrect. An order that has ended stays as it is (what the POS answered is
 * still kept beside it, so its check can be voided).
 */
function handoverPosition(from: OrderPosition, outcome: HandoverResult): OrderDecision {
  const statusId = from.statusId as TOrderStatus;
  if (CLOSED_STATUSES.includes(statusId)) return { ok: true, statusId, stateId: from.stateId as TOrderState };
  switch (outcome) {
    case 'done':
      return {
        ok: true,
        statusId: statusId === OrderStatus.INCORRECT ? OrderStatus.RECEIVED : statusId,
        stateId: OrderState.GOOD,
      };
    case 'failed':
      return { ok: true, statusId, stateId: OrderState.BAD };
    case 'incorrect': {
      const waiting = statusId === OrderStatus.RECEIVED || statusId === OrderStatus.INCORRECT;
      return { ok: true, statusId: waiting ? OrderStatus.INCORRECT : statusId, stateId: OrderState.BAD };
    }
  }
}

/** The machine: where `event` takes an order that is at `from`, or why it does not. */
export function decideOrderEvent(from: OrderPosition, event: OrderEvent): OrderDecision {
  const stateId = from.stateId as TOrderState;
  switch (event.kind) {
    case 'act': {
      const transition = ORDER_TRANSITIONS[event.action];
      if (!(transition.from as readonly number[]).includes(from.statusId))
        return { ok: false, reason: 'The order has moved on: reload the board' };
      return { ok: true, statusId: transition.to, stateId };
    }
    case 'platform': {
      const reason = platformRefusal(from.statusId, event.to);
      return reason ? { ok: false, reason } : { ok: true, statusId: event.to, stateId };
    }
    case 'handover':
      return handoverPosition(from, event.outcome);
  }
}

/**
 * Where a new order starts: cancelled when the platform already cancelled it; Incorrect (BAD) when
 * it could not be stored as it came; what the platform reports when it is already past its start; else
 * a pre-order or an incoming order.
 */
export function initialOrderPosition(order: {
  seenStatus: TOrderStatus;
  isPreorder: boolean;
  unfit: boolean;
}): { statusId: TOrderStatus; stateId: TOrderState } {
  const { seenStatus } = order;
  if (order.unfit && seenStatus !== OrderStatus.REJECTED)
    return { statusId: OrderStatus.INCORRECT, stateId: OrderState.BAD };
  if (seenStatus !== OrderStatus.RECEIVED) return { statusId: seenStatus, stateId: OrderState.GOOD };
  return {
    statusId: order.isPreorder ? OrderStatus.PREORDER : OrderStatus.RECEIVED,
    stateId: OrderState.GOOD,
  };
}
