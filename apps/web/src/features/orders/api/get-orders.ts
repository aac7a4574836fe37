import {
  boardColumnsForPage,
  listOrdersEndpoint,
  OrderStatus,
  type BoardPage,
  type TListedOrder,
} from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { groupByStatus } from '../../../api/order-lists';
import { ordersKeys, type OrderListParams } from '../../../api/orders-keys';

/** Statuses a board page lists: its shown columns. */
export function pageStatusIds(page: BoardPage): number[] {
  return boardColumnsForPage(page).map((column) => column.statusId);
}

/**
 * Columns of finished orders, which grow all day: each is loaded a page at a time ("Load more"),
 * apart from the live columns, so a long day of them never pushes a live order out of the answer.
 */
export const LONG_COLUMN_STATUSES: ReadonlySet<number> = new Set([
  OrderStatus.PICKEDUP,
  OrderStatus.DELIVERED,
  OrderStatus.REJECTED,
  OrderStatus.REFUNDED,
]);
/** Orders a long column loads at a time. */
export const LONG_COLUMN_PAGE = 100;

/** A page of a venue's orders as the list carries them: no screen reads the platform's payload it leaves out. */
export function getOrders(
  params: { venueId: number; statusIds: readonly number[]; asc: boolean; limit?: number; cursor?: string },
  signal?: AbortSignal,
): Promise<TListedOrder[]> {
  return callContract(listOrdersEndpoint, {
    query: {
      statusId: params.statusIds,
      venueId: params.venueId,
      isAsc: params.asc,
      ...(params.limit ? { limit: params.limit } : {}),
      ...(params.cursor ? { cursor: params.cursor } : {}),
    },
    signal,
  });
}

/** A page's orders: its live columns in one call, each long column's first page in one more. */
async function getPageOrders(
  params: { venueId: number; statusIds: readonly number[]; asc: boolean },
  signal?: AbortSignal,
): Promise<TListedOrder[]> {
  const live = params.statusIds.filter((id) => !LONG_COLUMN_STATUSES.has(id));
  const long = params.statusIds.filter((id) => LONG_COLUMN_STATUSES.has(id));
  const answers = await Promise.all([
    live.length > 0 ? getOrders({ ...params, statusIds: live }, signal) : [],
    ...long.map((id) => getOrders({ ...params, statusIds: [id], limit: LONG_COLUMN_PAGE }, signal)),
  ]);
  return answers.flat();
}

export function orderListsQueryOptions(params: OrderListParams & { asc: boolean }) {
  const statusIds = pageStatusIds(params.page);
  return queryOptions({
    queryKey: ordersKeys.list(params),
    queryFn: async ({ signal }) =>
      groupByStatus(
        await getPageOrders({ venueId: params.venueId, statusIds, asc: params.asc }, signal),
        statusIds,
      ),
  });
}

export function useOrderLists(params: OrderListParams & { asc: boolean }) {
  return useQuery(orderListsQueryOptions(params));
}
