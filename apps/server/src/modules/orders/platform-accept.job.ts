import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { acceptWoltOrder } from '../../integrations/platforms/wolt/wolt-client';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { findInstance } from '../platform-instances/instances.repository';
import { toOrderDto } from './order-mapper';
import { findOrder, updateOrder } from './orders.repository';

export const PLATFORM_ACCEPT_JOB = 'platform.accept';

interface Payload {
  orderId: number;
}

async function recordPlatformError(ctx: AppContext, orderId: number, error: string | null): Promise<void> {
  const row = await updateOrder(ctx.db.kysely, orderId, { platform_error: error, updated_at: nowIso() });
  if (row) ctx.hub.publishOrder(toOrderDto(row));
}

/** Tells the order's platform it was accepted and when it will be ready. */
export function platformAcceptJob(ctx: AppContext): JobHandler {
  return {
    async run(payload) {
      const { orderId } = payload as Payload;
      const order = await findOrder(ctx.db.kysely, orderId);
      if (!order) throw new PermanentJobError(`Order ${orderId} no longer exists`);
      const instance = await findInstance(ctx.db.kysely, order.platform_instance_id);
      if (!instance?.api_key) throw new PermanentJobError(`Order ${orderId} has no platform credentials`);
      if (order.platform !== 'wolt')
        throw new PermanentJobError(`Accept is not supported for ${order.platform} yet`);

      const acceptedAt = new Date(order.accepted_at ?? Date.now());
      const readyAt = new Date(acceptedAt.getTime() + (order.adjusted_time_minutes ?? 0) * 60_000);
      try {
        await acceptWoltOrder(
          { apiUrl: ctx.config.WOLT_API_URL, apiKey: instance.api_key },
          order.platform_order_id,
          readyAt,
        );
      } catch (error) {
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      if (order.platform_error) await recordPlatformError(ctx, orderId, null);
    },
    async onDeadLetter(payload, lastError) {
      await recordPlatformError(
        ctx,
        (payload as Payload).orderId,
        `Accept did not reach the platform: ${lastError}`,
      );
    },
  };
}
