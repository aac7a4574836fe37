import {
  pickedUpOrderContract,
  readyOrderContract,
  rejectOrderContract,
  type TOrder,
  type TPickedUpOrderRequest,
  type TReadyOrderRequest,
  type TRejectOrderRequest,
} from '@orderdesk/contracts';
import { callContract } from '../../../api/http-client';
import { useOrderMove } from './order-move';
import type { OrderListParams } from './orders-keys';

export function markOrderReady(body: TReadyOrderRequest): Promise<TOrder> {
  return callContract(readyOrderContract, { body });
}

export function markOrderPickedUp(body: TPickedUpOrderRequest): Promise<TOrder> {
  return callContract(pickedUpOrderContract, { body });
}

export function rejectOrder(body: TRejectOrderRequest): Promise<TOrder> {
  return callContract(rejectOrderContract, { body });
}

/** Ready moves the order from Outgoing to Ready. */
export function useMarkOrderReady(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'ready',
    call: markOrderReady,
    failedKey: 'orders.ready.failed',
  });
}

/** Pick up moves the order from Ready to Picked up (page 2), so it leaves page 1. */
export function useMarkOrderPickedUp(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'pickUp',
    call: markOrderPickedUp,
    failedKey: 'orders.pickUp.failed',
  });
}

/** Reject moves an incoming order to Reject (page 3) and tells the platform the reason. */
export function useRejectOrder(list: OrderListParams) {
  return useOrderMove(list, {
    action: 'reject',
    call: rejectOrder,
    failedKey: 'orders.reject.failed',
  });
}
