import { acceptOrderEndpoint, type TAcceptOrderRequest, type TOrder } from '@orderdesk/contracts';
import { callContract } from '../../../api/http-client';
import { useOrderMove } from './order-move';
import type { OrderListParams } from '../../../api/orders-keys';

export function acceptOrder(body: TAcceptOrderRequest): Promise<TOrder> {
  return callContract(acceptOrderEndpoint, { body });
}

/** Accept moves the order from Incoming to Outgoing at once; see `useOrderMove`. */
export function useAcceptOrder(list: OrderListParams, options: { onSuccess?: (order: TOrder) => void } = {}) {
  return useOrderMove(
    list,
    {
      action: 'accept',
      call: acceptOrder,
      failedKey: 'orders.accept.failed',
    },
    options,
  );
}
