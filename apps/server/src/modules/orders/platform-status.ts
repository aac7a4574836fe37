import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { writeAudit } from '../audit/audit';
import { toOrderDto } from './order-mapper';
import { updateOrder } from './orders.repository';
import { enqueueVoid } from '../pos/pos-void.job';

const PLATFORM_AUDIT_ACTIONS: Partial<Record<TOrderStatus, string>> = {
  [OrderStatus.REJECTED]: 'order.platform-cancel',
  [OrderStatus.REFUNDED]: 'order.platform-refund',
  [OrderStatus.DELIVERED]: 'order.platform-delivered',
};

/** The order's way through the board, by rank: the platform may move an order along it, never back. */
const RANK: Partial<Record<number, number>> = {
  [OrderStatus.PREORDER]: 0,
  [OrderStatus.INCORRECT]: 0,
  [OrderStatus.RECEIVED]: 1,
  [OrderStatus.DELAYED]: 2,
  [OrderStatus.PRODUCTION]: 2,
  [OrderStatus.READY]: 3,
  [OrderStatus.PICKEDUP]: 4,
  [OrderStatus.DELIVERED]: 5,
};

function movesForward(from: number, to: TOrderStatus): boolean {
  if (to === OrderStatus.REJECTED || to === OrderStatus.REFUNDED) return true;
  return (RANK[to] ?? 0) > (RANK[from] ?? 0);
}

/** Statuses an order does not leave when the platform reports a later change. */
const FINAL_STATUSES: readonly number[] = [OrderStatus.DELIVERED, OrderStatus.REJECTED, OrderStatus.REFUNDED];

/** Forward only, never out of a final status, except that a delivered order may still be refunded. */
function mayApply(from: number, to: TOrderStatus): boolean {
  if (to === OrderStatus.REFUNDED && from === OrderStatus.DELIVERED) return true;
  return !FINAL_STATUSES.includes(from) && movesForward(from, to);
}

export interface PlatformOrderRef {
  platform: string;
  instanceId: number;
  platformOrderId: string;
}

/**
 * Applies a status a platform reports for an order we hold, forward only: a final order is left as it
 * is, so a late or repeated notification changes nothing. `note` (a cancellation's reason) shows on
 * the order.
 */
export async function applyPlatformStatus(
  ctx: AppContext,
  ref: PlatformOrderRef,
  platformStatus: string,
  to: TOrderStatus,
  note?: string,
): Promise<boolean> {
  const updated = await ctx.db.kysely.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('platform', '=', ref.platform)
      .where('platform_order_id', '=', ref.platformOrderId)
      .where('platform_instance_id', '=', ref.instanceId)
      .executeTakeFirst();
    if (!order || !mayApply(order.status_id, to)) return undefined;
    const row = await updateOrder(trx, order.id, {
      status_id: to,
      updated_at: nowIso(),
      ...(note ? { platform_error: note } : {}),
    });
    // A cancelled or refunded order's r_keeper check is voided or returned by a durable job.
    if (to === OrderStatus.REJECTED || to === OrderStatus.REFUNDED) await enqueueVoid(ctx, trx, order.id);
    await writeAudit(trx, {
      userId: null,
      action: PLATFORM_AUDIT_ACTIONS[to] ?? 'order.platform-status',
      entity: 'order',
      entityId: order.id,
      before: { statusId: order.status_id },
      after: { statusId: to, platformStatus, ...(note ? { note } : {}) },
    });
    return row;
  });
  if (!updated) {
    ctx.app.log.info({ ...ref, status: platformStatus }, 'Platform status notification needs no change');
    return false;
  }
  ctx.hub.publishOrder(toOrderDto(updated));
  ctx.worker.nudge();
  return true;
}
