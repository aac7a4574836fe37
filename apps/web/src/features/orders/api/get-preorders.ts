import { OrderStatus } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrders } from './get-orders';
import { groupByStatus } from '../../../api/order-lists';
import { ordersKeys } from '../../../api/orders-keys';

const PREORDER_STATUSES = [OrderStatus.PREORDER];

/**
 * A venue's waiting pre-orders, as a board list of the one status: the hub's pushes keep it current
 * like every list of the venue (a released pre-order leaves it), and a reconnect reads it again.
 */
export function usePreorders(venueId: number) {
  return useQuery(
    queryOptions({
      queryKey: ordersKeys.preorders(venueId),
      queryFn: async ({ signal }) =>
        groupByStatus(
          await getOrders({ venueId, statusIds: PREORDER_STATUSES, asc: true }, signal),
          PREORDER_STATUSES,
        ),
    }),
  );
}
