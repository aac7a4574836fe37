import { applyOrderUpdate, type OrderLists, type TOrder } from '@orderdesk/contracts';

export type BoardLists = OrderLists<TOrder>;

/** One list per status of the page, each in the server's order. */
export function groupByStatus(orders: readonly TOrder[], statusIds: readonly number[]): BoardLists {
  const lists: BoardLists = Object.fromEntries(statusIds.map((id) => [id, [] as TOrder[]]));
  for (const order of orders) lists[order.statusId]?.push(order);
  return lists;
}

/**
 * Applies a pushed order with the spec's list movement, keeping only the statuses this cached page
 * holds: an order that moves to another page simply leaves this one.
 */
export function applyPushToLists(lists: BoardLists, order: TOrder): BoardLists {
  const next = applyOrderUpdate(lists, order);
  if (next === lists || order.statusId in lists) return next;
  const kept = { ...next };
  delete kept[order.statusId];
  return kept;
}

/** Puts the server's answer for an order in place of the local copy (after an action). */
export function reconcileOrder(lists: BoardLists, order: TOrder): BoardLists {
  const next: BoardLists = {};
  for (const [key, list] of Object.entries(lists)) {
    const status = Number(key);
    if (status !== order.statusId) {
      next[status] = list.filter((o) => o.id !== order.id);
      continue;
    }
    const index = list.findIndex((o) => o.id === order.id);
    next[status] = index === -1 ? [order, ...list] : list.map((o) => (o.id === order.id ? order : o));
  }
  return next;
}
