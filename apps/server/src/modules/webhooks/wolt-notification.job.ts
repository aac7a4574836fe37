import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { fetchWoltOrder } from '../../integrations/platforms/wolt/wolt-client';
import { woltStatusOf, woltToCanonicalOrder } from '../../integrations/platforms/wolt/wolt-order-mapper';
import type { TWoltOrder } from '../../integrations/platforms/wolt/wolt-payloads';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { writeAudit } from '../audit/audit';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { toOrderDto } from '../orders/order-mapper';
import { updateOrder } from '../orders/orders.repository';
import { woltCredentialsOf } from '../platform-instances/wolt-access-token';
import { findInstance } from '../platform-instances/instances.repository';

export const WOLT_NOTIFICATION_JOB = 'wolt.notification';

export interface WoltNotificationPayload {
  instanceId: number;
  woltOrderId: string;
  status: string;
}

/**
 * Wolt's webhook is only a trigger (PLATFORMS.md §1.2): whatever status it names, the order is
 * fetched from Wolt and Wolt's own `order_status` applied. An order first seen in any status is
 * stored in that status (a venue Wolt accepts by itself never sends CREATED); an order we hold only
 * moves forward, and never out of a final status, so late or repeated notifications change nothing.
 */
export function woltNotificationJob(ctx: AppContext): JobHandler {
  return {
    async run(payload) {
      const { instanceId, woltOrderId, status } = payload as WoltNotificationPayload;
      const instance = await findInstance(ctx.db.kysely, instanceId);
      if (!instance) throw new PermanentJobError(`Platform instance ${instanceId} no longer exists`);
      let order: TWoltOrder;
      try {
        const creds = await woltCredentialsOf(ctx, instanceId);
        if (!creds) throw new PermanentJobError(`Platform instance ${instanceId} has no API key`);
        order = await fetchWoltOrder(creds, woltOrderId);
      } catch (error) {
        // A cancelled order Wolt no longer serves still cancels ours.
        const fallback = PLATFORM_STATUS_CHANGES[status];
        if (fallback && error instanceof PlatformCallError && !error.retryable) {
          await applyPlatformStatus(ctx, instanceId, woltOrderId, status, fallback);
          return;
        }
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      const seen = woltStatusOf(order);
      const stored = await ingestPlatformOrder(ctx, instance, woltToCanonicalOrder(order), seen);
      if (!stored)
        await applyPlatformStatus(ctx, instanceId, woltOrderId, order.order_status ?? status, seen);
    },
  };
}

const PLATFORM_AUDIT_ACTIONS: Partial<Record<TOrderStatus, string>> = {
  [OrderStatus.REJECTED]: 'order.platform-cancel',
  [OrderStatus.REFUNDED]: 'order.platform-refund',
  [OrderStatus.DELIVERED]: 'order.platform-delivered',
};

/** Statuses a notification names that cancel or end an order even when the order cannot be fetched. */
const PLATFORM_STATUS_CHANGES: Partial<Record<string, TOrderStatus>> = {
  CANCELED: OrderStatus.REJECTED,
  DELIVERED: OrderStatus.DELIVERED,
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

/**
 * Applies a status Wolt reports for an order we hold. The notification is signed, and a final
 * order is left as it is, so a late or repeated notification changes nothing.
 */
async function applyPlatformStatus(
  ctx: AppContext,
  instanceId: number,
  woltOrderId: string,
  woltStatus: string,
  to: TOrderStatus,
): Promise<void> {
  const updated = await ctx.db.kysely.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('platform', '=', 'wolt')
      .where('platform_order_id', '=', woltOrderId)
      .where('platform_instance_id', '=', instanceId)
      .executeTakeFirst();
    if (!order || FINAL_STATUSES.includes(order.status_id) || !movesForward(order.status_id, to))
      return undefined;
    const row = await updateOrder(trx, order.id, { status_id: to, updated_at: nowIso() });
    await writeAudit(trx, {
      userId: null,
      action: PLATFORM_AUDIT_ACTIONS[to] ?? 'order.platform-status',
      entity: 'order',
      entityId: order.id,
      before: { statusId: order.status_id },
      after: { statusId: to, platformStatus: woltStatus },
    });
    return row;
  });
  if (!updated) {
    ctx.app.log.info({ woltOrderId, status: woltStatus }, 'Wolt status notification needs no change');
    return;
  }
  ctx.hub.publishOrder(toOrderDto(updated));
}
