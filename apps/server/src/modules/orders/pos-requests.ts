import { findOpenJob, rescheduleJob } from '../../jobs/job-lookups';
import type { Kysely } from 'kysely';
import type { OrderDeps } from './order-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import type { JobPayload } from '../../jobs/job-payloads';

/*
 * What the order's life asks of the venue's r_keeper: a hand-over, a void. The requests are jobs in the
 * same transaction as the change that caused them; `modules/rkeeper` runs them (pos-handover.job.ts,
 * pos-void.job.ts). They live here so the order machine asks without importing the module that
 * answers (pos imports orders, never the other way).
 */

/** Hands an order to the venue's r_keeper (and pays it after accept when the venue says so). */
export const POS_HANDOVER_JOB = 'pos.handover';

export type PosHandoverPayload = JobPayload<typeof POS_HANDOVER_JOB>;

/**
 * A failing hand-over is never given up while the order is alive: it is tried again with a back-off
 * capped at two minutes until it succeeds, the order ends, or the venue's horizon
 * (`posRetryHorizonInHours`, default 12) has passed since the order arrived. The attempt count is
 * only a backstop above that horizon.
 */
export const HANDOVER_ATTEMPTS = 100_000;
/**
 * Asks for the order's hand-over now. One hand-over of an order at a time, so never two checks: a
 * waiting one is made due now instead of adding a second, and while one runs the new one waits until
 * that one's lease has ended. `byPerson` (Retry): a waiting one starts over as if new (its first try,
 * its retry horizon counted from now), so a person's Retry always makes at least one try.
 */
export async function enqueueHandover(
  ctx: Pick<OrderDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  orderId: number,
  opts: { byPerson?: boolean } = {},
): Promise<number | undefined> {
  const open = await findOpenJob(trx, POS_HANDOVER_JOB, { orderId });
  if (open && !open.running) {
    await rescheduleJob(trx, open.id, clockIso(ctx.clock), { asNew: opts.byPerson === true });
    return open.id;
  }
  const runAt = open?.leaseEndsAt ?? undefined;
  return ctx.enqueue(
    trx,
    POS_HANDOVER_JOB,
    { orderId },
    {
      maxAttempts: HANDOVER_ATTEMPTS,
      ...(runAt ? { runAt } : {}),
    },
  );
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

/** Voids or returns the r_keeper check of an order that was cancelled, rejected or refunded. */
export const POS_VOID_JOB = 'pos.void';

export type PosVoidPayload = JobPayload<typeof POS_VOID_JOB>;

/** Transport failures and refusals are retried with back-off; the last error stays on the order. */
const VOID_ATTEMPTS = 8;

/** Enqueued with the change that ended the order, when the venue hands its orders to r_keeper. */
export async function enqueueVoid(
  ctx: Pick<OrderDeps, 'enqueue'>,
  trx: Kysely<Database>,
  orderId: number,
): Promise<void> {
  const venue = await trx
    .selectFrom('orders')
    .select('venue_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!venue || !(await venueHandsOver(trx, venue.venue_id))) return;
  await ctx.enqueue(trx, POS_VOID_JOB, { orderId } satisfies PosVoidPayload, { maxAttempts: VOID_ATTEMPTS });
}
