import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { fetchWoltOrder } from '../../integrations/platforms/wolt/wolt-client';
import { woltToCanonicalOrder } from '../../integrations/platforms/wolt/wolt-order-mapper';
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

/** Wolt's webhook is only a trigger: the order is always fetched from Wolt itself. */
export function woltNotificationJob(ctx: AppContext): JobHandler {
  return {
    async run(payload) {
      const { instanceId, woltOrderId, status } = payload as WoltNotificationPayload;
      const platformStatus = PLATFORM_STATUS_CHANGES[status];
      if (platformStatus) {
        await applyPlatformStatus(ctx, instanceId, woltOrderId, status, platformStatus);
        return;
      }
      if (status !== 'CREATED') {
        // Other notifications echo our own actions (PRODUCTION, READY, …): nothing to change.
        ctx.app.log.info({ woltOrderId, status }, 'Wolt status notification noted');
        return;
      }
      const instance = await findInstance(ctx.db.kysely, instanceId);
      if (!instance) throw new PermanentJobError(`Platform instance ${instanceId} no longer exists`);
      try {
        const creds = await woltCredentialsOf(ctx, instanceId);
        if (!creds) throw new PermanentJobError(`Platform instance ${instanceId} has no API key`);
        const order = await fetchWoltOrder(creds, woltOrderId);
        await ingestPlatformOrder(ctx, instance, woltToCanonicalOrder(order));
      } catch (error) {
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
    },
  };
}

/** Statuses Wolt changes on its side: a cancel by the customer, Wolt support or the venue, and delivery. */
const PLATFORM_STATUS_CHANGES: Partial<Record<string, TOrderStatus>> = {
  CANCELED: OrderStatus.REJECTED,
  DELIVERED: OrderStatus.DELIVERED,
};

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
    if (!order || FINAL_STATUSES.includes(order.status_id)) return undefined;
    const row = await updateOrder(trx, order.id, { status_id: to, updated_at: nowIso() });
    await writeAudit(trx, {
      userId: null,
      action: to === OrderStatus.REJECTED ? 'order.platform-cancel' : 'order.platform-delivered',
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
