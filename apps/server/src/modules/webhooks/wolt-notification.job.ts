import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { fetchWoltOrder } from '../../integrations/platforms/wolt/wolt-client';
import { woltStatusOf, woltToCanonicalOrder } from '../../integrations/platforms/wolt/wolt-order-mapper';
import type { TWoltOrder } from '../../integrations/platforms/wolt/wolt-payloads';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformStatus } from '../orders/platform-status';
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
          await applyPlatformStatus(
            ctx,
            { platform: 'wolt', instanceId, platformOrderId: woltOrderId },
            status,
            fallback,
          );
          return;
        }
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      const seen = woltStatusOf(order);
      const stored = await ingestPlatformOrder(ctx, instance, woltToCanonicalOrder(order), seen);
      if (!stored) {
        const ref = { platform: 'wolt', instanceId, platformOrderId: woltOrderId };
        await applyPlatformStatus(ctx, ref, order.order_status ?? status, seen);
      }
    },
  };
}

/** Statuses a notification names that cancel or end an order even when the order cannot be fetched. */
const PLATFORM_STATUS_CHANGES: Partial<Record<string, TOrderStatus>> = {
  CANCELED: OrderStatus.REJECTED,
  DELIVERED: OrderStatus.DELIVERED,
};
