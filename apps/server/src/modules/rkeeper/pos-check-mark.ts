import type { Rk7Client } from './till/rk7-client';
import type { OrderRow } from '../orders/order-mapper';

/** The name of the `ExternalProps` entry that carries the platform's order id on the check. */
export const EXTERNAL_ORDER_PROP = 'OrderDeskOrderId';

/** How a retry finds a check created half way: its external prop (7.26) and its comment (older). */
export interface CheckMark {
  /** `ExternalProps` value: the platform and its order id. */
  externalId: string;
  /** `persistentComment`: `Wolt #<number> <platform order id>`. */
  comment: string;
}

/** The order's mark in r_keeper's `persistentComment`. */
export function posCommentOf(
  order: Pick<OrderRow, 'platform' | 'platform_order_id' | 'order_number'>,
): string {
  const platform = order.platform.charAt(0).toUpperCase() + order.platform.slice(1);
  return `${platform} #${order.order_number ?? '-'} ${order.platform_order_id}`;
}

/** Both marks of the order's check. */
export function checkMarkOf(
  order: Pick<OrderRow, 'platform' | 'platform_order_id' | 'order_number'>,
): CheckMark {
  return { externalId: `${order.platform}:${order.platform_order_id}`, comment: posCommentOf(order) };
}

/**
 * Finds the check an earlier attempt created when its answer was lost: the open order whose
 * `ExternalProps` carry this order's id (r_keeper 7.26 keeps them: idempotency r_keeper itself holds),
 * else whose `persistentComment` carries its mark (older servers): GetOrderList, then GetOrder where
 * the list shows neither.
 */
export async function findLostCheck(client: Rk7Client, mark: CheckMark): Promise<string | null> {
  const open = await client.getOrderList();
  const matches = (o: { persistentComment: string | null; externalProps: Record<string, string> }) =>
    o.externalProps[EXTERNAL_ORDER_PROP] === mark.externalId || o.persistentComment === mark.comment;
  const listed = open.find(matches);
  if (listed) return listed.guid;
  const unnamed = open.filter((x) => x.persistentComment === null && !x.externalProps[EXTERNAL_ORDER_PROP]);
  for (const o of unnamed.slice(-50)) {
    if (matches(await client.getOrder(o.guid))) return o.guid;
  }
  return null;
}
