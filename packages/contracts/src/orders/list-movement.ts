import { OrderStatus } from './order-status';

export interface ListedOrder {
  id: number;
  statusId: number;
  stateId: number;
  /** The order's version (raised by every change); a push older than the shown card is dropped. */
  version?: number | undefined;
}

/** The card shown for `id` in any list, if any. */
function shownCard<T extends ListedOrder>(lists: OrderLists<T>, id: number): T | undefined {
  for (const list of Object.values(lists)) {
    const found = list.find((o) => o.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A push that is not newer than the card on the board (a late push, delivered after a newer one). */
function isStale(shown: ListedOrder | undefined, pushed: ListedOrder): boolean {
  return shown?.version !== undefined && pushed.version !== undefined && pushed.version <= shown.version;
}

/** The board's order lists keyed by statusId; index 0 is the top of a list. */
export type OrderLists<T extends ListedOrder> = Record<number, T[]>;

/**
 * Takes order `id` out of the `fromStatus` list, sets its statusId to `toStatus` and puts it at the
 * top of the `toStatus` list (docs/product.md §4). Returns `lists` itself when the order is not in `fromStatus`.
 */
export function moveOrder<T extends ListedOrder>(
  lists: OrderLists<T>,
  id: number,
  fromStatus: number,
  toStatus: number,
): OrderLists<T> {
  const from = lists[fromStatus] ?? [];
  const order = from.find((o) => o.id === id);
  if (!order) return lists;
  const moved = { ...order, statusId: toStatus } as T;
  const next: OrderLists<T> = { ...lists, [fromStatus]: from.filter((o) => o.id !== id) };
  next[toStatus] = [moved, ...(next[toStatus] ?? [])];
  return next;
}

/** Undoes `moveOrder(lists, id, fromStatus, toStatus)`, e.g. when the action call fails. */
export function returnMove<T extends ListedOrder>(
  lists: OrderLists<T>,
  id: number,
  fromStatus: number,
  toStatus: number,
): OrderLists<T> {
  return moveOrder(lists, id, toStatus, fromStatus);
}

/**
 * Applies a pushed order to the lists (docs/product.md §4):
 * - A push no newer than the card shown (by version) is dropped: pushes may arrive out of order.
 * - The order is removed from every list other than the one of its status.
 * - If it is already in its status list, it is replaced in place when it is newer (by version) or,
 *   for orders without a version, when its stateId differs; otherwise that list is left as it is.
 * - If it is not in its status list, it goes to the top of it (the list is created when missing).
 * - A PRODUCTION push for an order already in the production list is ignored: the spec's "an update
 *   for an order whose status is production is ignored" covers the echo of this board's own Accept,
 *   which already moved the order locally (`moveOrder`). An order accepted elsewhere (another screen,
 *   the auto-accept timer) still leaves Incoming, or it would sit there until the next reload.
 * Inputs are never mutated; `lists` itself is returned when nothing changes.
 */
export function applyOrderUpdate<T extends ListedOrder>(lists: OrderLists<T>, order: T): OrderLists<T> {
  const shown = shownCard(lists, order.id);
  if (isStale(shown, order)) return lists;
  const newer = shown?.version !== undefined && order.version !== undefined;
  if (
    !newer &&
    order.statusId === OrderStatus.PRODUCTION &&
    lists[order.statusId]?.some((o) => o.id === order.id)
  ) {
    return lists;
  }

  let changed = false;
  const next: OrderLists<T> = {};
  for (const [key, list] of Object.entries(lists)) {
    const status = Number(key);
    if (status === order.statusId) {
      next[status] = list;
      continue;
    }
    const kept = list.filter((o) => o.id !== order.id);
    if (kept.length !== list.length) changed = true;
    next[status] = kept.length !== list.length ? kept : list;
  }

  const own = next[order.statusId] ?? [];
  const index = own.findIndex((o) => o.id === order.id);
  if (index === -1) {
    next[order.statusId] = [order, ...own];
    changed = true;
  } else if (newer || own[index]?.stateId !== order.stateId) {
    next[order.statusId] = own.map((o, i) => (i === index ? order : o));
    changed = true;
  }
  return changed ? next : lists;
}

/**
 * Orders by `createdAt`: oldest first when `asc` (the OrderSortingAsc setting), newest first otherwise.
 * A date that does not parse counts as the oldest. Returns a new array.
 */
export function sortOrders<T extends { createdAt: string }>(orders: readonly T[], asc: boolean): T[] {
  const time = (o: T) => {
    const t = Date.parse(o.createdAt);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...orders].sort((a, b) => (asc ? time(a) - time(b) : time(b) - time(a)));
}
