import { boardColumnsForPage, listOrdersContract, type BoardPage, type TOrder } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { groupByStatus } from './order-lists';
import { ordersKeys, type OrderListParams } from './orders-keys';

/** Statuses a board page lists: its shown columns. */
export function pageStatusIds(page: BoardPage): number[] {
  return boardColumnsForPage(page).map((column) => column.statusId);
}

export function getOrders(
  params: { venueId: number; statusIds: readonly number[]; asc: boolean },
  signal?: AbortSignal,
): Promise<TOrder[]> {
  return callContract(listOrdersContract, {
    query: { statusId: params.statusIds, venueId: params.venueId, isAsc: params.asc },
    signal,
  });
}

export function orderListsQueryOptions(params: OrderListParams & { asc: boolean }) {
  const statusIds = pageStatusIds(params.page);
  return queryOptions({
    queryKey: ordersKeys.list(params),
    queryFn: async ({ signal }) =>
      groupByStatus(
        await getOrders({ venueId: params.venueId, statusIds, asc: params.asc }, signal),
        statusIds,
      ),
  });
}

export function useOrderLists(params: OrderListParams & { asc: boolean }) {
  return useQuery(orderListsQueryOptions(params));
}
