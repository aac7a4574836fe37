import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import type { FetchedOrder } from '../../integrations/platforms/platform-adapter';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformStatus } from '../orders/platform-status';
import { loadConnection } from '../platform-instances/connections';
import { withWoltAccessToken } from '../platform-instances/wolt-access-token';

/** Fetches the order a platform's ping names (Wolt's; the stored job name predates the other platforms). */
export const ORDER_PING_JOB = 'wolt.notification';

export interface OrderPingPayload {
  instanceId: number;
  /** The platform's order id (named for Wolt, the one platform that pings). */
  woltOrderId: string;
  /** The status the ping named. */
  status: string;
}

/** Statuses a ping names that cancel or end an order even when the order cannot be fetched. */
const PING_STATUS_CHANGES: Partial<Record<string, TOrderStatus>> = {
  CANCELED: OrderStatus.REJECTED,
  DELIVERED: OrderStatus.DELIVERED,
};

/**
 * A ping is only a trigger (PLATFORMS.md §1.2): whatever status it names, the order is fetched through
 * the connection's adapter and the platform's own status applied. An order first seen in any status is
 * stored in that status (a venue Wolt accepts by itself never sends CREATED); an order we hold only
 * moves forward, and never out of a final status, so late or repeated pings change nothing.
 */
export function orderPingJob(ctx: AppContext): JobHandler {
  return {
    async run(payload) {
      const { instanceId, woltOrderId: platformOrderId, status } = payload as OrderPingPayload;
      const loaded = await loadConnection(ctx, instanceId);
      if (!loaded) throw new PermanentJobError(`Platform instance ${instanceId} no longer exists`);
      const source = { id: instanceId, venue_id: loaded.venueId, platform: loaded.platform };
      const adapter = adapterOf(loaded.platform);
      if (!adapter?.fetchOrder)
        throw new PermanentJobError(`${loaded.platform} orders cannot be fetched: it sends them whole`);
      const ref = { platform: loaded.platform, instanceId, platformOrderId };
      let fetched: FetchedOrder;
      try {
        fetched = await adapter.fetchOrder(await withWoltAccessToken(ctx, loaded), platformOrderId);
      } catch (error) {
        // A cancelled order the platform no longer serves still cancels ours.
        const fallback = PING_STATUS_CHANGES[status];
        if (fallback && error instanceof PlatformCallError && !error.retryable) {
          await applyPlatformStatus(ctx, ref, status, fallback);
          return;
        }
        if (error instanceof PlatformCallError && !error.retryable)
          throw new PermanentJobError(error.message);
        throw error;
      }
      const stored = await ingestPlatformOrder(ctx, source, fetched.order, fetched.status);
      if (!stored) await applyPlatformStatus(ctx, ref, fetched.platformStatus || status, fetched.status);
    },
  };
}
