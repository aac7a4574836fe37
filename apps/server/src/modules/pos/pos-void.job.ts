import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { nowIso } from '../../db/clock';
import { toOrderDto } from '../orders/order-mapper';
import { updateOrder } from '../orders/orders.repository';
import { runVoid } from './pos-void';
import { venueHandsOver } from './pos-handover.job';

/** Voids or returns the r_keeper check of an order that was cancelled, rejected or refunded. */
export const POS_VOID_JOB = 'pos.void';

export interface PosVoidPayload {
  orderId: number;
}

/** Transport failures and refusals are retried with back-off; the last error stays on the order. */
const VOID_ATTEMPTS = 8;

/** Enqueued with the change that ended the order, when the venue hands its orders to r_keeper. */
export async function enqueueVoid(ctx: AppContext, trx: Kysely<Database>, orderId: number): Promise<void> {
  const venue = await trx
    .selectFrom('orders')
    .select('venue_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!venue || !(await venueHandsOver(trx, venue.venue_id))) return;
  await ctx.enqueue(trx, POS_VOID_JOB, { orderId } satisfies PosVoidPayload, { maxAttempts: VOID_ATTEMPTS });
}

export function posVoidJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const { orderId } = raw as PosVoidPayload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.void without an order id');
      await runVoid(ctx, orderId);
    },
    async onDeadLetter(raw, lastError) {
      const { orderId } = raw as PosVoidPayload;
      const row = await updateOrder(ctx.db.kysely, orderId, {
        pos_error: `The r_keeper check could not be voided: ${lastError}`,
        updated_at: nowIso(),
      });
      if (row) ctx.hub.publishOrder(toOrderDto(row));
    },
  };
}
