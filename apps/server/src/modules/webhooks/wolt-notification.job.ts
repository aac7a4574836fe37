import type { AppContext } from '../../app-context';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { fetchWoltOrder } from '../../integrations/platforms/wolt/wolt-client';
import { woltToCanonicalOrder } from '../../integrations/platforms/wolt/wolt-order-mapper';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { ingestPlatformOrder } from '../orders/ingest-order';
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
      if (status !== 'CREATED') {
        // Status changes made on Wolt's side (cancel, delivered) are handled with the order actions.
        ctx.app.log.info({ woltOrderId, status }, 'Wolt status notification noted');
        return;
      }
      const instance = await findInstance(ctx.db.kysely, instanceId);
      if (!instance?.api_key) throw new PermanentJobError(`Platform instance ${instanceId} has no API key`);
      try {
        const order = await fetchWoltOrder(
          { apiUrl: ctx.config.WOLT_API_URL, apiKey: instance.api_key },
          woltOrderId,
        );
        await ingestPlatformOrder(ctx, instance, woltToCanonicalOrder(order));
      } catch (error) {
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
    },
  };
}
