import { orderListCursor, type TOrder } from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getOrders, LONG_COLUMN_PAGE, LONG_COLUMN_STATUSES } from './get-orders';
import type { BoardLists } from '../../../api/order-lists';
import { ordersKeys, type OrderListParams } from '../../../api/orders-keys';

/** The column's last order in the server's order (newest first, or oldest with `asc`): where the next page starts. */
function lastInListOrder(orders: readonly TOrder[], asc: boolean): TOrder | undefined {
  const before = (a: TOrder, b: TOrder) =>
    a.createdAt === b.createdAt ? a.id < b.id : a.createdAt < b.createdAt;
  return orders.reduce<TOrder | undefined>(
    (last, o) => (!last ? o : asc === before(last, o) ? o : last),
    undefined,
  );
}

/**
 * "Load more" of the long columns: the next page after the column's last order, added to the board's
 * cached lists (pushes then keep them current like the rest). A column offers more while its last
 * page came back full; one answered short has nothing more.
 */
export function useLoadMoreOrders(params: OrderListParams & { asc: boolean }) {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<ReadonlySet<number>>(new Set());
  const more = useMutation({
    mutationFn: async ({ statusId, orders }: { statusId: number; orders: readonly TOrder[] }) => {
      const last = lastInListOrder(orders, params.asc);
      const page = await getOrders({
        venueId: params.venueId,
        statusIds: [statusId],
        asc: params.asc,
        limit: LONG_COLUMN_PAGE,
        ...(last ? { cursor: orderListCursor(last) } : {}),
      });
      return { statusId, page };
    },
    onSuccess: ({ statusId, page }) => {
      if (page.length < LONG_COLUMN_PAGE) setEnded((s) => new Set(s).add(statusId));
      queryClient.setQueryData<BoardLists>(ordersKeys.list(params), (lists) => {
        if (!lists?.[statusId]) return lists;
        const held = new Set(lists[statusId].map((o) => o.id));
        return { ...lists, [statusId]: [...lists[statusId], ...page.filter((o) => !held.has(o.id))] };
      });
    },
  });
  return {
    canLoadMore: (statusId: number, orders: readonly TOrder[] | undefined) =>
      LONG_COLUMN_STATUSES.has(statusId) && (orders?.length ?? 0) >= LONG_COLUMN_PAGE && !ended.has(statusId),
    loadMore: (statusId: number, orders: readonly TOrder[]) => more.mutate({ statusId, orders }),
    loadingStatus: more.isPending ? more.variables.statusId : null,
  };
}
