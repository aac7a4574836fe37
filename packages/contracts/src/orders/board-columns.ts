import type { AppRouteName } from '../routes/app-routes';
import type { TPlatformKind } from '../platforms/distributor-type';
import { canRetryHandover } from './handover-retry';
import { OrderState, OrderStatus, type TOrderStatus } from './order-status';
import { platformCanReject } from './platform-order-capabilities';

/** The three board pages: 1 new-orders, 2 orders, 3 incorrect-orders. */
export type BoardPage = 1 | 2 | 3;

export interface BoardColumn {
  key: string;
  /** i18n key of the column title. */
  titleKey: string;
  /** English title as the spec names it. */
  title: string;
  statusId: TOrderStatus;
  page: BoardPage;
  hidden: boolean;
  /** Grid width out of 12 (docs/product.md §9). */
  width: number;
  /** Grid width on medium screens. */
  mdWidth: number;
}

/**
 * The board columns of docs/product.md §4 in the spec's order, with the widths of docs/product.md §9.
 * Refunded is titled 'Reject' like the rejected column, so both share one title key.
 */
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  col('incoming', 'Incoming', OrderStatus.RECEIVED, 1, false, 5, 4),
  col('outgoing', 'Outgoing', OrderStatus.PRODUCTION, 1, false, 5, 4),
  col('ready', 'Ready', OrderStatus.READY, 1, false, 2, 4),
  col('pickedUp', 'Picked up', OrderStatus.PICKEDUP, 2, false, 4),
  col('delivered', 'Delivered', OrderStatus.DELIVERED, 2, true, 3),
  col('preorder', 'Pre-order', OrderStatus.PREORDER, 2, false, 4),
  col('delayed', 'Delayed', OrderStatus.DELAYED, 2, false, 4),
  col('reject', 'Reject', OrderStatus.REJECTED, 3, false, 6),
  { ...col('refunded', 'Reject', OrderStatus.REFUNDED, 3, true, 4), titleKey: 'board.columns.reject' },
  col('incorrect', 'Incorrect', OrderStatus.INCORRECT, 3, false, 6),
];

function col(
  key: string,
  title: string,
  statusId: TOrderStatus,
  page: BoardPage,
  hidden: boolean,
  width: number,
  mdWidth = width,
): BoardColumn {
  return { key, titleKey: `board.columns.${key}`, title, statusId, page, hidden, width, mdWidth };
}

/** Columns of one page in spec order; hidden columns only when asked for. */
export function boardColumnsForPage(page: BoardPage, opts: { includeHidden?: boolean } = {}): BoardColumn[] {
  return BOARD_COLUMNS.filter((c) => c.page === page && (opts.includeHidden || !c.hidden));
}

/** Board page of each order-list route (the `-id` routes show the same page for a chosen venue). */
export const BOARD_PAGE_BY_ROUTE = {
  'new-orders': 1,
  'new-orders-id': 1,
  orders: 2,
  'orders-id': 2,
  'incorrect-orders': 3,
  'incorrect-orders-id': 3,
} as const satisfies Partial<Record<AppRouteName, BoardPage>>;

export type OrderAction = 'accept' | 'retry' | 'force' | 'reject' | 'ready' | 'pickUp' | 'edit';

/** Actions drawn in the danger style. */
export const DANGER_ACTIONS: readonly OrderAction[] = ['reject'];

/**
 * The buttons an order card shows (docs/product.md §4), in display order. An order already waiting stays
 * acceptable while the venue is closed: closing stops new orders, not the ones that came before.
 */
export function orderActions(
  order: { statusId: number; stateId: number; isCreatedInRKeeper: boolean },
  ctx: { page: BoardPage; venueOpen: boolean },
): OrderAction[] {
  const good = order.stateId === OrderState.GOOD;
  const bad = order.stateId === OrderState.BAD;
  const notInPos = !order.isCreatedInRKeeper;
  switch (order.statusId) {
    case OrderStatus.RECEIVED:
      if (good) return ctx.page === 1 ? ['accept'] : [];
      return bad && notInPos ? ['retry', 'force', 'reject'] : [];
    case OrderStatus.PRODUCTION:
      // A Force-accepted order whose hand-over failed can still be brought to the POS.
      return canRetryHandover(order) ? ['ready', 'retry'] : ['ready'];
    case OrderStatus.READY:
      if (good) return ['pickUp'];
      if (!bad) return [];
      return notInPos ? ['retry', 'force'] : ['force'];
    case OrderStatus.PREORDER:
    case OrderStatus.DELAYED:
      return ctx.page === 2 && ctx.venueOpen ? ['edit'] : [];
    case OrderStatus.INCORRECT:
      // Once the menu or the mapping is fixed, Retry validates and hands the order over again; Force
      // accepts it on the platform without the till; Reject gives it up (force-reject).
      return ['retry', 'force', 'reject'];
    default:
      return [];
  }
}

/**
 * The buttons of the order dialog (and of an expanded card, which has no dialog): the card's, plus
 * Reject on a good incoming order where its platform has a reject call (a sold-out dish). Glovo has
 * none: the dialog says so instead.
 */
export function orderDialogActions(
  order: { statusId: number; stateId: number; isCreatedInRKeeper: boolean; platform: TPlatformKind },
  ctx: { page: BoardPage; venueOpen: boolean },
): OrderAction[] {
  const actions = orderActions(order, ctx);
  const goodIncoming = order.statusId === OrderStatus.RECEIVED && order.stateId === OrderState.GOOD;
  if (goodIncoming && ctx.page === 1 && platformCanReject(order.platform) && !actions.includes('reject'))
    return [...actions, 'reject'];
  return actions;
}

/**
 * Whether the board's Reject is a force-reject (`PATCH /orders/force-reject`) rather than the
 * platform's reject: a BAD or incorrect order is rejected here whatever the POS said, and so is an
 * order of a platform without a reject call (Glovo), which its support cancels.
 */
export function isForceReject(order: { statusId: number; stateId: number; platform: string }): boolean {
  return (
    order.stateId === OrderState.BAD ||
    order.statusId === OrderStatus.INCORRECT ||
    !platformCanReject(order.platform)
  );
}
