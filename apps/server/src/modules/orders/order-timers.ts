import {
  cookingStartOf,
  OrderStatus,
  platformHearsOrderCall,
  type TVenueSettings,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { databaseOf, type WriteBatch } from '../../db/write-batch';
import { readVenueSettings } from '../venues/venue-settings.repository';
import type { OrderRow } from './order-mapper';
import type { NewOrderJob } from './orders.repository';
import { PLATFORM_ORDER_ACTION_JOB } from './platform-order-action.job';
import type { JobPayload } from '../../jobs/job-payloads';
import type { Enqueue } from '../../jobs/job-spec';

export type { NewOrderJob };

/** What the order timers use: the clock they are set by and the queue they go in. */
export interface OrderTimerDeps {
  clock: Clock;
  enqueue: Enqueue;
}

/**
 * The order's timers (docs/product.md §4): durable jobs due at their time, enqueued with the change that
 * starts them. A timer whose order a person moved first finds it no longer waiting and does nothing,
 * so acting first is what cancels it; being jobs, they survive a restart.
 */
export const AUTO_ACCEPT_JOB = 'order.auto-accept';
export const AUTO_PICK_UP_JOB = 'order.auto-picked-up';

export type OrderTimerPayload = JobPayload<typeof AUTO_ACCEPT_JOB>;

/** `isAutoAcceptEnabled`: an incoming order is accepted `autoAcceptTimeInSeconds` after it arrived. */
export async function startAutoAcceptTimer(
  deps: OrderTimerDeps,
  trx: Kysely<Database> | WriteBatch,
  order: OrderRow,
): Promise<void> {
  if (order.status_id !== OrderStatus.RECEIVED) return;
  const settings = await readVenueSettings(databaseOf(trx), order.venue_id);
  if (!settings.isAutoAcceptEnabled) return;
  const runAt = new Date(deps.clock.now() + settings.autoAcceptTimeInSeconds * 1000);
  await deps.enqueue(trx, AUTO_ACCEPT_JOB, { orderId: order.id } satisfies OrderTimerPayload, { runAt });
}

/**
 * `isAutoPickedUpEnabled`: a ready order is marked picked up by itself at its pick-up time (accept +
 * cooking time), or at once when that has passed. `known`: the venue's settings as the caller read
 * them in this transaction, so they are not read again.
 */
export async function startAutoPickUpTimer(
  deps: OrderTimerDeps,
  trx: Kysely<Database> | WriteBatch,
  order: OrderRow,
  known?: TVenueSettings,
): Promise<void> {
  const settings = known ?? (await readVenueSettings(databaseOf(trx), order.venue_id));
  if (!settings.isAutoPickedUpEnabled) return;
  const now = deps.clock.now();
  const acceptedAt = order.accepted_at ? Date.parse(order.accepted_at) : now;
  const pickUpAt = acceptedAt + (order.adjusted_time_minutes ?? 0) * 60_000;
  const runAt = new Date(Math.max(now, pickUpAt));
  await deps.enqueue(trx, AUTO_PICK_UP_JOB, { orderId: order.id } satisfies OrderTimerPayload, { runAt });
}

export const PREORDER_RELEASE_JOB = 'order.preorder-release';

export type PreorderReleasePayload = JobPayload<typeof PREORDER_RELEASE_JOB>;

/** A pick-up time minus a cooking time; now without a pick-up time. */
function releaseTimeOf(pickupAt: string | null, cookingMinutes: number, now: number): string {
  return (pickupAt && cookingStartOf(pickupAt, cookingMinutes)) ?? new Date(now).toISOString();
}

/** When a pre-order joins Incoming: its pick-up time minus its cooking time (the venue's default until edited). */
export async function preorderReleaseAt(db: Kysely<Database>, order: OrderRow, now: number): Promise<string> {
  if (!order.pickup_at) return new Date(now).toISOString();
  let minutes = order.adjusted_time_minutes;
  if (minutes === null) {
    const venue = await db
      .selectFrom('venues')
      .select('default_cooking_time_minutes')
      .where('id', '=', order.venue_id)
      .executeTakeFirst();
    minutes = venue?.default_cooking_time_minutes ?? 0;
  }
  return releaseTimeOf(order.pickup_at, minutes, now);
}

/** (Re)sets a pre-order's release timer, inside the caller's transaction. */
export async function startPreorderRelease(
  deps: OrderTimerDeps,
  trx: Kysely<Database>,
  order: OrderRow,
): Promise<void> {
  const releaseAt = await preorderReleaseAt(trx, order, deps.clock.now());
  const payload: PreorderReleasePayload = { orderId: order.id, releaseAt };
  await deps.enqueue(trx, PREORDER_RELEASE_JOB, payload, { runAt: new Date(releaseAt) });
}

/**
 * The timers a new order starts, as jobs to add in the same commit as the order: auto-accept for a
 * received order (as `startAutoAcceptTimer`), and for a pre-order its confirmation to the platform
 * where it has the call (Wolt) and its release (as `startPreorderRelease`).
 */
export function newOrderTimers(
  order: Pick<OrderRow, 'status_id' | 'platform' | 'delivery_type' | 'pickup_at'>,
  settings: Pick<TVenueSettings, 'isAutoAcceptEnabled' | 'autoAcceptTimeInSeconds'>,
  defaultCookingMinutes: number,
  now: number,
): NewOrderJob[] {
  if (order.status_id === OrderStatus.RECEIVED) {
    if (!settings.isAutoAcceptEnabled) return [];
    const runAt = new Date(now + settings.autoAcceptTimeInSeconds * 1000);
    return [{ type: AUTO_ACCEPT_JOB, payload: {}, runAt }];
  }
  if (order.status_id !== OrderStatus.PREORDER) return [];
  const jobs: NewOrderJob[] = [];
  if (platformHearsOrderCall(order.platform, 'confirmPreorder', order.delivery_type))
    jobs.push({ type: PLATFORM_ORDER_ACTION_JOB, payload: { action: 'confirmPreorder' } });
  const releaseAt = releaseTimeOf(order.pickup_at, defaultCookingMinutes, now);
  jobs.push({ type: PREORDER_RELEASE_JOB, payload: { releaseAt }, runAt: new Date(releaseAt) });
  return jobs;
}

export const DELAY_RELEASE_JOB = 'order.delay-release';

export type DelayReleasePayload = JobPayload<typeof DELAY_RELEASE_JOB>;

/**
 * How long an accepted order waits in Delayed (`delayOrderSaving`) before it is saved to the POS:
 * always `defaultDelayTimeInMinutes` with `alwaysDefaultDelayTime`; otherwise the time the platform's
 * pick-up leaves after cooking (pick-up − now − cooking time), or the default when the platform gave
 * no pick-up time. Zero means no wait.
 */
export function delayMinutesOf(
  settings: Pick<TVenueSettings, 'alwaysDefaultDelayTime' | 'defaultDelayTimeInMinutes'>,
  order: Pick<OrderRow, 'pickup_at'>,
  cookingTimeInMinutes: number,
  now: number,
): number {
  if (settings.alwaysDefaultDelayTime || !order.pickup_at) return settings.defaultDelayTimeInMinutes;
  const left = (Date.parse(order.pickup_at) - now) / 60_000 - cookingTimeInMinutes;
  return Number.isFinite(left) ? Math.max(0, Math.floor(left)) : settings.defaultDelayTimeInMinutes;
}

/**
 * Edit on a Delayed order: the order is still to be ready when it was going to be (save time +
 * cooking time), so a longer cooking time saves it earlier and a shorter one later; never in the past.
 */
export function movedDelayedUntil(
  order: Pick<OrderRow, 'delayed_until' | 'adjusted_time_minutes'>,
  cookingTimeInMinutes: number,
  now: number,
): string {
  const until = order.delayed_until ? Date.parse(order.delayed_until) : now;
  const readyAt = until + (order.adjusted_time_minutes ?? 0) * 60_000;
  return new Date(Math.max(now, readyAt - cookingTimeInMinutes * 60_000)).toISOString();
}

/** (Re)sets a delayed order's save timer for its `delayed_until`, inside the caller's transaction. */
export async function startDelayRelease(
  deps: OrderTimerDeps,
  trx: Kysely<Database> | WriteBatch,
  order: OrderRow,
): Promise<void> {
  if (order.status_id !== OrderStatus.DELAYED || !order.delayed_until) return;
  const payload: DelayReleasePayload = { orderId: order.id, releaseAt: order.delayed_until };
  await deps.enqueue(trx, DELAY_RELEASE_JOB, payload, { runAt: new Date(order.delayed_until) });
}
