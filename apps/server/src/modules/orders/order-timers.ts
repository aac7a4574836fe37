import { OrderStatus } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { readVenueSettings } from '../venues/venue-settings.repository';
import type { OrderRow } from './order-mapper';

/**
 * The order's timers (DOMAIN.md): durable jobs due at their time, enqueued with the change that
 * starts them. A timer whose order a person moved first finds it no longer waiting and does nothing,
 * so acting first is what cancels it; being jobs, they survive a restart.
 */
export const AUTO_ACCEPT_JOB = 'order.auto-accept';
export const AUTO_PICK_UP_JOB = 'order.auto-picked-up';

export interface OrderTimerPayload {
  orderId: number;
}

/** `isAutoAcceptEnabled`: an incoming order is accepted `autoAcceptTimeInSeconds` after it arrived. */
export async function startAutoAcceptTimer(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: OrderRow,
): Promise<void> {
  if (order.status_id !== OrderStatus.RECEIVED) return;
  const settings = await readVenueSettings(trx, order.venue_id);
  if (!settings.isAutoAcceptEnabled) return;
  const runAt = new Date(Date.now() + settings.autoAcceptTimeInSeconds * 1000);
  await ctx.enqueue(trx, AUTO_ACCEPT_JOB, { orderId: order.id } satisfies OrderTimerPayload, { runAt });
}

/**
 * `isAutoPickedUpEnabled`: a ready order is marked picked up by itself at its pick-up time (accept +
 * cooking time), or at once when that has passed.
 */
export async function startAutoPickUpTimer(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: OrderRow,
): Promise<void> {
  const settings = await readVenueSettings(trx, order.venue_id);
  if (!settings.isAutoPickedUpEnabled) return;
  const acceptedAt = order.accepted_at ? Date.parse(order.accepted_at) : Date.now();
  const pickUpAt = acceptedAt + (order.adjusted_time_minutes ?? 0) * 60_000;
  const runAt = new Date(Math.max(Date.now(), pickUpAt));
  await ctx.enqueue(trx, AUTO_PICK_UP_JOB, { orderId: order.id } satisfies OrderTimerPayload, { runAt });
}
