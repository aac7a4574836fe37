import { OrderStatus, type TPlatformKind } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { writeAudit } from '../audit/audit';
import { toOrderDto } from '../orders/order-mapper';
import { updateOrder } from '../orders/orders.repository';

/** Statuses an order does not leave when its platform reports a cancellation. */
const FINAL_STATUSES: readonly number[] = [OrderStatus.DELIVERED, OrderStatus.REJECTED, OrderStatus.REFUNDED];

/**
 * A platform cancelled an order: the order moves to REJECTED, its platform payload keeps the
 * cancellation (reason included) beside the order, and the audit says who and why. An order already
 * final, or not known here, is left as it is, so a redelivered cancellation changes nothing.
 * Returns false when nothing changed.
 */
export async function applyPlatformCancellation(
  ctx: AppContext,
  platform: TPlatformKind,
  instanceId: number,
  platformOrderId: string,
  cancellation: Record<string, unknown>,
): Promise<boolean> {
  const updated = await ctx.groupCommit.run(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('platform', '=', platform)
      .where('platform_order_id', '=', platformOrderId)
      .where('platform_instance_id', '=', instanceId)
      .executeTakeFirst();
    if (!order || FINAL_STATUSES.includes(order.status_id)) return undefined;
    const payload = JSON.parse(order.platform_payload) as Record<string, unknown>;
    const row = await updateOrder(trx, order.id, {
      status_id: OrderStatus.REJECTED,
      platform_payload: JSON.stringify({ ...payload, cancellation }),
      updated_at: nowIso(),
    });
    await writeAudit(trx, {
      userId: null,
      action: 'order.platform-cancel',
      entity: 'order',
      entityId: order.id,
      before: { statusId: order.status_id },
      after: { statusId: OrderStatus.REJECTED, reason: cancellation['cancel_reason'] ?? null },
    });
    return row;
  });
  if (updated) ctx.hub.publishOrder(toOrderDto(updated));
  return updated !== undefined;
}
