import type { TOrder } from '@orderdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyPushToLists, type BoardLists } from '../api/order-lists';
import { notifyOrderPush } from '../api/order-pushes';
import { ordersKeys } from '../api/orders-keys';

/** Applies one pushed order to every cached list of its venue, with the spec's list movement. */
export function useApplyOrderPush(): (order: TOrder) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (order: TOrder) => {
      queryClient.setQueriesData<BoardLists>({ queryKey: ordersKeys.venueLists(order.venueId) }, (lists) =>
        lists ? applyPushToLists(lists, order) : lists,
      );
      if (queryClient.getQueryData(ordersKeys.detail(order.id))) {
        queryClient.setQueryData(ordersKeys.detail(order.id), order);
      }
      notifyOrderPush(order);
    },
    [queryClient],
  );
}
