import type { Rk7Client } from '../../integrations/pos/rkeeper/rk7-client';
import type { OrderRow } from '../orders/order-mapper';

/** The order's mark in r_keeper's `persistentComment`: how a retry finds a check created half way. */
export function posCommentOf(
  order: Pick<OrderRow, 'platform' | 'platform_order_id' | 'order_number'>,
): string {
  const platform = order.platform.charAt(0).toUpperCase() + order.platform.slice(1);
  return `${platform} #${order.order_number ?? '-'} ${order.platform_order_id}`;
}

/**
 * Finds the check an earlier attempt created when its answer was lost: the open order whose
 * `persistentComment` carries this order's mark (GetOrderList, then GetOrder where the list has none).
 */
export async function findLostCheck(client: Rk7Client, comment: string): Promise<string | null> {
  const open = await client.getOrderList();
  const listed = open.find((o) => o.persistentComment === comment);
  if (listed) return listed.guid;
  for (const o of open.filter((x) => x.persistentComment === null).slice(-50)) {
    const full = await client.getOrder(o.guid);
    if (full.persistentComment === comment) return o.guid;
  }
  return null;
}
