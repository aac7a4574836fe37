import type { AppContext } from '../../app-context';
import { PermanentJobError } from '../../jobs/job-errors';
import type { AppConfig } from '../../config';
import { backoffDelayMs } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-worker';
import { findOrder } from '../orders/orders.repository';
import { updateAndPublishOrder } from '../orders/order-events';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { runHandover } from './pos-handover';
import type { PosHandoverPayload } from '../orders/pos-requests';

const LONGEST_RETRY_MS = 120_000;

/** The jobs' back-off (JOB_BACKOFF_BASE_MS, JOB_BACKOFF_MAX_MS) capped at two minutes. */
export function handoverRetryDelayMs(
  config: Pick<AppConfig, 'JOB_BACKOFF_BASE_MS' | 'JOB_BACKOFF_MAX_MS'>,
  attempt: number,
): number {
  const longest = Math.min(LONGEST_RETRY_MS, config.JOB_BACKOFF_MAX_MS);
  return backoffDelayMs(attempt, config.JOB_BACKOFF_BASE_MS, longest, () => 0.5);
}

/** Whether the venue's horizon for retrying a failing hand-over has passed since the order arrived. */
async function pastHorizon(ctx: AppContext, orderId: number, now: number): Promise<string | null> {
  const order = await findOrder(ctx.db.kysely, orderId);
  if (!order) return null;
  const hours = (await readVenueSettings(ctx.db.kysely, order.venue_id)).posRetryHorizonInHours;
  if (now < Date.parse(order.created_at) + hours * 3_600_000) return null;
  return `Stopped retrying after ${hours} hours: ${order.pos_error ?? 'r_keeper did not take the order'}. Retry sends it again.`;
}

export function posHandoverJob(ctx: AppContext): JobHandler {
  return {
    async run(raw, { attempt }) {
      const { orderId } = raw as PosHandoverPayload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.handover without an order id');
      const now = ctx.clock.now();
      if (attempt > 1) {
        const gaveUp = await pastHorizon(ctx, orderId, now);
        if (gaveUp) {
          await updateAndPublishOrder(ctx, orderId, { pos_error: gaveUp, pos_retry_at: null });
          return;
        }
      }
      const retryAt = new Date(now + handoverRetryDelayMs(ctx.config, attempt)).toISOString();
      await runHandover(ctx, orderId, { attempt, retryAt });
    },
  };
}
