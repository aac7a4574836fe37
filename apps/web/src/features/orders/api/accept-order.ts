import {
  acceptOrderContract,
  moveOrder,
  OrderStatus,
  returnMove,
  type TAcceptOrderRequest,
  type TOrder,
} from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { callContract } from '../../../api/http-client';
import type { BoardLists } from './order-lists';
import { reconcileOrder } from './order-lists';
import { ordersKeys, type OrderListParams } from './orders-keys';

export function acceptOrder(body: TAcceptOrderRequest): Promise<TOrder> {
  return callContract(acceptOrderContract, { body });
}

/**
 * Accept moves the order to Outgoing at once (spec §4 list movement), then takes the server's
 * answer; when the call fails the move is returned and the user told.
 */
export function useAcceptOrder(list: OrderListParams, options: { onSuccess?: (order: TOrder) => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const listKey = ordersKeys.list(list);
  const move = (lists: BoardLists | undefined, id: number, undo: boolean) =>
    lists && (undo ? returnMove : moveOrder)(lists, id, OrderStatus.RECEIVED, OrderStatus.PRODUCTION);

  return useMutation({
    mutationKey: ordersKeys.action('accept'),
    mutationFn: acceptOrder,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<BoardLists>(listKey, (lists) => move(lists, request.id, false));
    },
    onError: (error, request) => {
      queryClient.setQueryData<BoardLists>(listKey, (lists) => move(lists, request.id, true));
      if (!isApiError(error) || !error.notified) toast.error(t('orders.accept.failed'));
    },
    onSuccess: async (order) => {
      queryClient.setQueriesData<BoardLists>({ queryKey: ordersKeys.venueLists(list.venueId) }, (lists) =>
        lists ? reconcileOrder(lists, order) : lists,
      );
      // Other pages of this venue refetch when they are next opened.
      await queryClient.invalidateQueries({
        queryKey: ordersKeys.venueLists(list.venueId),
        refetchType: 'none',
      });
      options.onSuccess?.(order);
    },
  });
}
