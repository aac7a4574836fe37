import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/job-worker';
import { runHandover } from './pos-handover';

/** Hands an order to the venue's r_keeper (and pays it after accept when the venue says so). */
export const POS_HANDOVER_JOB = 'pos.handover';

export interface PosHandoverPayload {
  orderId: number;
}

/** Transport failures are retried with back-off; the order shows BAD with the error meanwhile. */
const HANDOVER_ATTEMPTS = 6;

export function enqueueHandover(ctx: AppContext, trx: Kysely<Database>, orderId: number): Promise<number> {
  return ctx.enqueue(trx, POS_HANDOVER_JOB, { orderId } satisfies PosHandoverPayload, {
    maxAttempts: HANDOVER_ATTEMPTS,
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

export function posHandoverJob(ctx: AppContext): JobHandler {
  return {
    async run(raw) {
      const { orderId } = raw as PosHandoverPayload;
      if (typeof orderId !== 'number') throw new PermanentJobError('pos.handover without an order id');
      await runHandover(ctx, orderId);
    },
  };
}
