import type { BoardPage, OrderAction, TransitionAction } from '@orderdesk/contracts';

export interface OrderListParams {
  venueId: number;
  page: BoardPage;
}

/** Query keys of orders: every list of a venue shares the `venueLists(venueId)` prefix. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  venueLists: (venueId: number) => [...ordersKeys.lists(), venueId] as const,
  list: ({ venueId, page }: OrderListParams) => [...ordersKeys.venueLists(venueId), { page }] as const,
  /** A venue's pre-orders alone: the alarms watch their start-cooking times on every screen. */
  preorders: (venueId: number) => [...ordersKeys.venueLists(venueId), 'preorders'] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (id: number) => [...ordersKeys.details(), id] as const,
  actions: () => [...ordersKeys.all, 'action'] as const,
  action: (action: OrderAction | TransitionAction | 'print' | 'resend') =>
    [...ordersKeys.actions(), action] as const,
};
