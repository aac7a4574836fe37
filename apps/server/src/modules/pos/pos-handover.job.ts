import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-errors';
import type { AppConfig } from '../../config';
import { backoffDelayMs, JobStatus } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-worker';
import { findOrder } from '../orders/orders.repository';
import { updateAndPublishOrder } from '../orders/order-events';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { runHandover } from './pos-handover';

/** Hands an order to the venue's r_keeper (and pays it after accept when the venue says so). */
export const POS_HANDOVER_JOB = 'pos.handover';

export interface PosHandoverPayload {
  orderId: number;
}

/**
 * A failing hand-over is never given up while the order is alive: it is tried again with a back-off
 * capped at two minutes until it succeeds, the order ends, or the venue's horizon
 * (`posRetryHorizonInHours`, default 12) has passed since the order arrived. The attempt count is
 * only a backstop above that horizon.
 */
export const HANDOVER_ATTEMPTS = 100_000;
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
 * Asks for the order's hand-over now. One hand-over of an order at a time, so never two checks: a
 * waiting one is made due now instead of adding a second, and while one runs the new one waits until
 * that one's lease has ended.
 */
export async function enqueueHandover(
  ctx: AppContext,
  trx: Kysely<Database>,
  orderId: number,
): Promise<number> {
  const payload = JSON.stringify({ orderId } satisfies PosHandoverPayload);
  const open = await trx
    .selectFrom('jobs')
    .select(['id', 'status', 'locked_until'])
    .where('type', '=', POS_HANDOVER_JOB)
    .where('payload', '=', payload)
    .where('status', 'in', [JobStatus.PENDING, JobStatus.RUNNING])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open?.status === JobStatus.PENDING) {
    await trx.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', open.id).execute();
    return open.id;
  }
  const runAt = open?.locked_until ? new Date(open.locked_until) : undefined;
  return ctx.enqueue(trx, POS_HANDOVER_JOB, JSON.parse(payload) as PosHandoverPayload, {
    maxAttempts: HANDOVER_ATTEMPTS,
    ...(runAt ? { runAt } : {}),
  });
}

/** The hand-over of a new order, added with it (its id goes in when the order is inserted). */
export const NEW_ORDER_HANDOVER = {
  type: POS_HANDOVER_JOB,
  payload: {},
  maxAttempts: HANDOVER_ATTEMPTS,
} as const;

/** Whether the venue hands its orders to r_keeper (read inside the intake transaction). */
export async function venueHandsOver(trx: Kysely<Database>, venueId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('pos_connections')
    .select('is_enabled')
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  return row?.is_enabled === 1;
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
