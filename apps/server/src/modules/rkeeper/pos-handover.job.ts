import { jobQueuedAt } from '../../jobs/job-lookups';
import type { RkeeperDeps } from './rkeeper-deps';
import { PermanentJobError } from '../../jobs/job-errors';
import type { AppConfig } from '../../config';
import { backoffDelayMs } from '../../jobs/job-queue';
import type { JobHandlerOf } from '../../jobs/job-spec';
import type { POS_HANDOVER_JOB } from '../orders/pos-requests';
import { findOrder } from '../orders/orders.repository';
import { updateAndPublishOrder } from '../orders/order-events';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { runHandover } from './pos-handover';

const LONGEST_RETRY_MS = 120_000;

/** The jobs' back-off (JOB_BACKOFF_BASE_MS, JOB_BACKOFF_MAX_MS) capped at two minutes. */
export function handoverRetryDelayMs(
  config: Pick<AppConfig, 'JOB_BACKOFF_BASE_MS' | 'JOB_BACKOFF_MAX_MS'>,
  attempt: number,
): number {
  const longest = Math.min(LONGEST_RETRY_MS, config.JOB_BACKOFF_MAX_MS);
  return backoffDelayMs(attempt, config.JOB_BACKOFF_BASE_MS, longest, () => 0.5);
}

/**
 * Whether the venue's horizon for retrying a failing hand-over has passed. It counts on our clock from
 * when the hand-over was asked for (the job is written with the order when the order reaches us, or
 * anew by a person's Retry), and for a pre-order from its due time if that is later: a platform's own
 * creation time, days before for a pre-order, never starts it.
 */
async function pastHorizon(
  ctx: RkeeperDeps,
  orderId: number,
  jobId: number,
  now: number,
): Promise<string | null> {
  const order = await findOrder(ctx.db.kysely, orderId);
  if (!order) return null;
  const askedAt = (await jobQueuedAt(ctx.db.kysely, jobId)) ?? now;
  const dueAt = order.pickup_at ? Date.parse(order.pickup_at) : Number.NEGATIVE_INFINITY;
  const hours = (await readVenueSettings(ctx.db.kysely, order.venue_id)).posRetryHorizonInHours;
  if (now < Math.max(askedAt, dueAt) + hours * 3_600_000) return null;
  return `Stopped retrying after ${hours} hours: ${order.pos_error ?? 'r_keeper did not take the order'}. Retry sends it again.`;
}

export function posHandoverJob(ctx: RkeeperDeps): JobHandlerOf<typeof POS_HANDOVER_JOB> {
  return {
    async run(payload, job) {
      const { attempt, jobId } = job;
      const { orderId } = payload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.handover without an order id');
      const now = ctx.clock.now();
      if (attempt > 1) {
        const gaveUp = await pastHorizon(ctx, orderId, jobId, now);
        if (gaveUp) {
          await updateAndPublishOrder(ctx, orderId, { pos_error: gaveUp, pos_retry_at: null });
          return;
        }
      }
      const retryAt = new Date(now + handoverRetryDelayMs(ctx.config, attempt)).toISOString();
      await runHandover(ctx, orderId, { attempt, retryAt }, job);
    },
  };
}
