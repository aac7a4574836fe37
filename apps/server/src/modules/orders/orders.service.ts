import {
  orderActionRefusal,
  type GuardedOrderAction,
  type GuardOptions,
  platformCanReject,
  platformHearsOrderCall,
  platformRefusal,
  platformRejectCode,
  rejectReasonText,
  OrderStatus,
  type TAcceptOrderRequest,
  type TOrder,
  type TransitionAction,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { OrderDeps } from './order-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import type { Database } from '../../db/schema';
import { enqueueHandover } from './pos-requests';
import { newOrderMinutesOf } from '../venues/venue-busy-row';
import { findVenue } from '../venues/venues.repository';
import { settingsOf } from '../venues/venue-settings.repository';
import { canAccessVenue } from '../venues/venue-scope';
import { toOrderDto, type OrderRow } from './order-mapper';
import { findOrder, type OrderFieldChanges } from './orders.repository';
import { changeOrder, type OrderChangeOutcome } from './order-machine';
import {
  delayMinutesOf,
  movedDelayedUntil,
  startAutoPickUpTimer,
  startDelayRelease,
  startPreorderRelease,
} from './order-timers';
import { PLATFORM_ORDER_ACTION_JOB, type PlatformOrderActionPayload } from './platform-order-action.job';

/** The shared rule's reason when the order's status and state do not allow the action, else null. */
function refusalOf(action: GuardedOrderAction, order: OrderRow, opts: GuardOptions = {}): string | null {
  return orderActionRefusal(action, { statusId: order.status_id, stateId: order.state_id }, opts);
}

/** 409 with the shared rule's reason (checked again on the current row when the change is written). */
function refuseUnless(action: GuardedOrderAction, order: OrderRow, opts: GuardOptions = {}): void {
  const refusal = refusalOf(action, order, opts);
  if (refusal) throw AppError.conflict(refusal);
}

/** An order the caller may see; one outside their venues is reported as not found. */
export async function getScopedOrder(ctx: OrderDeps, user: RequestUser, id: number): Promise<OrderRow> {
  const row = await findOrder(ctx.db.kysely, id);
  if (!row || !(await canAccessVenue(ctx.db.kysely, user, row.venue_id))) throw AppError.notFound('Order');
  return row;
}

/**
 * Accept: RECEIVED → PRODUCTION with a cooking time. The platform is told through a durable job
 * enqueued in the same transaction, so an accepted order always reaches the platform, once.
 */
export async function acceptOrder(
  ctx: OrderDeps,
  user: RequestUser,
  request: Required<Pick<TAcceptOrderRequest, 'id' | 'cookingTimeInMinutes'>> & { isForce: boolean },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  const venue = await findVenue(ctx.db.kysely, order.venue_id);
  if (!venue) throw AppError.notFound('Venue');
  // No open-venue check: closing stops new orders at the platforms, while an order already waiting
  // (it came before the close, or was on its way) stays acceptable until its platform withdraws it.
  refuseUnless('accept', order, { isForce: request.isForce });
  if (request.cookingTimeInMinutes > venue.max_cooking_time_minutes) {
    throw AppError.badRequest(
      `Cooking time may not exceed ${venue.max_cooking_time_minutes} minutes`,
      'cookingTimeInMinutes',
    );
  }
  return personAction(
    ctx,
    user,
    order.id,
    (current) =>
      refusalOf('accept', current, { isForce: request.isForce }) ??
      acceptTransition(ctx, current, venue, request.cookingTimeInMinutes),
  );
}

/**
 * What an accept changes and starts, by a person or by the auto-accept timer. With `delayOrderSaving`
 * the accepted order waits in Delayed (the platform hears the accept at once) and a durable timer
 * saves it to the POS and moves it into production when its delay ends.
 */
export function acceptTransition(
  ctx: OrderDeps,
  order: OrderRow,
  venue: Parameters<typeof settingsOf>[0],
  cookingTimeInMinutes: number,
  opts: { allowDelay?: boolean } = {},
): Transition {
  const settings = settingsOf(venue);
  const accepted: Transition = {
    action: 'accept',
    changes: { adjusted_time_minutes: cookingTimeInMinutes, accepted_at: clockIso(ctx.clock) },
    details: { cookingTimeInMinutes },
    platformJob: { action: 'accept' },
    // `isPayOrderAfterAcceptEnabled`: the check in r_keeper is paid once the order is accepted.
    posJob: order.is_created_in_rkeeper === 1 && settings.isPayOrderAfterAcceptEnabled,
  };
  if (!settings.delayOrderSaving || opts.allowDelay === false) return accepted;
  const now = ctx.clock.now();
  const delayMinutes = delayMinutesOf(settings, order, cookingTimeInMinutes, now);
  if (delayMinutes <= 0) return accepted;
  const delayedUntil = new Date(now + delayMinutes * 60_000).toISOString();
  return {
    ...accepted,
    action: 'delay',
    // `accepted_at` is when the kitchen starts: the platform hears the true ready time (delay +
    // cooking) and auto picked-up counts from there.
    changes: { ...accepted.changes, delayed_until: delayedUntil, accepted_at: delayedUntil },
    details: { cookingTimeInMinutes, delayMinutes, delayedUntil },
    posJob: false,
    afterChange: (trx, row) => startDelayRelease(ctx, trx, row),
  };
}

export interface Transition {
  action: TransitionAction;
  /** Columns changed beside the status. */
  changes?: OrderFieldChanges;
  /** What the audit entry keeps beside the statuses. */
  details?: Record<string, unknown>;
  /** The platform call, or null when the platform needs none. */
  platformJob: Omit<PlatformOrderActionPayload, 'orderId'> | null;
  /** Runs the POS hand-over job again (e.g. to pay the check after accept). */
  posJob?: boolean;
  /** The audit action when it is not the person's own (a timer's). */
  auditAction?: string;
  /** Jobs to enqueue with the change (timers it starts). */
  afterChange?: (trx: Kysely<Database>, row: OrderRow) => Promise<void>;
}

const AUDIT_ACTIONS: Record<TransitionAction, string> = {
  accept: 'order.accept',
  delay: 'order.accept',
  releaseDelayed: 'order.delay-release',
  release: 'order.release',
  forceProduction: 'order.force-production',
  forceReject: 'order.force-reject',
  ready: 'order.ready',
  pickUp: 'order.picked-up',
  reject: 'order.reject',
};

/**
 * Moves an order to the next status of a person's or a timer's action through the order machine:
 * `plan` sees the order as it is now (locked) and answers the transition or why it may not be taken.
 * The platform job, the POS job and the audit entry commit with the status or not at all.
 */
export function applyTransition(
  ctx: OrderDeps,
  user: RequestUser | null,
  orderId: number,
  plan: (current: OrderRow) => Transition | string,
): Promise<OrderChangeOutcome> {
  return changeOrder(ctx, orderId, (current) => {
    const transition = plan(current);
    if (typeof transition === 'string') return transition;
    return {
      event: { kind: 'act', action: transition.action },
      changes: transition.changes,
      audit: {
        userId: user?.id ?? null,
        action: transition.auditAction ?? AUDIT_ACTIONS[transition.action],
        details: transition.details,
      },
      effects: async (trx, row) => {
        if (transition.platformJob) {
          const job: PlatformOrderActionPayload = { orderId, ...transition.platformJob };
          await ctx.enqueue(trx, PLATFORM_ORDER_ACTION_JOB, job);
        }
        if (transition.posJob) await enqueueHandover(ctx, trx, orderId);
        await transition.afterChange?.(trx, row);
      },
    };
  });
}

/** A person's action: the changed order, or 409 with why it was not taken (a racing action won). */
async function personAction(
  ctx: OrderDeps,
  user: RequestUser,
  orderId: number,
  plan: (current: OrderRow) => Transition | string,
): Promise<TOrder> {
  const outcome = await applyTransition(ctx, user, orderId, plan);
  if (!outcome.changed) {
    if (!outcome.row) throw AppError.notFound('Order');
    throw AppError.conflict(outcome.reason);
  }
  return toOrderDto(outcome.row);
}

/** Ready: PRODUCTION → READY; the platform is told so the courier or customer can come. */
export async function markOrderReady(ctx: OrderDeps, user: RequestUser, id: number): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, id);
  refuseUnless('ready', order);
  return personAction(
    ctx,
    user,
    order.id,
    (current) =>
      refusalOf('ready', current) ?? {
        action: 'ready',
        platformJob: platformHearsOrderCall(current.platform, 'ready', current.delivery_type)
          ? { action: 'ready' }
          : null,
        afterChange: (trx, row) => startAutoPickUpTimer(ctx, trx, row),
      },
  );
}

/**
 * The kitchen's Ready from r_keeper (docs/rkeeper.md, "The kitchen's Ready"): r_keeper's kitchen
 * display marked every dish of the order ready, so PRODUCTION → READY as a person's Ready would, the
 * platform told in the same transaction, and the order kept as made Ready by the till (`ready_by`).
 * Nothing happens to an order that is not in production (someone was first, or it is not accepted
 * yet): the machine's compare-and-set makes it happen once.
 */
export function markOrderReadyByKitchen(ctx: OrderDeps, orderId: number): Promise<OrderChangeOutcome> {
  return applyTransition(ctx, null, orderId, (current) =>
    current.status_id !== OrderStatus.PRODUCTION
      ? 'The order is not in production'
      : {
          action: 'ready',
          changes: { ready_by: 'pos-kds' },
          details: { by: 'pos-kds' },
          auditAction: 'order.kds-ready',
          platformJob: platformHearsOrderCall(current.platform, 'ready', current.delivery_type)
            ? { action: 'ready' }
            : null,
          afterChange: (trx, row) => startAutoPickUpTimer(ctx, trx, row),
        },
  );
}

/**
 * Picked up: READY → PICKEDUP; an order whose hand-over to the POS failed only with `isForce`.
 * Wolt hears of it only for takeaway: a Wolt courier's pick-up is reported to Wolt by the courier,
 * so home delivery by Wolt needs no call from us.
 */
export async function markOrderPickedUp(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; isForce: boolean },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  refuseUnless('pickUp', order, { isForce: request.isForce });
  return personAction(ctx, user, order.id, (current) => {
    const refusal = refusalOf('pickUp', current, { isForce: request.isForce });
    if (refusal) return refusal;
    // Wolt hears of takeaway pick-ups only; Glovo of the step its delivery type has (contracts' flags).
    const tellsPlatform = platformHearsOrderCall(current.platform, 'pickupCompleted', current.delivery_type);
    return {
      action: 'pickUp',
      details: { isForce: request.isForce },
      platformJob: tellsPlatform ? { action: 'pickupCompleted' } : null,
    };
  });
}

/** What a reject keeps on the order and tells the platform: the reason's text and, where it takes one, its code. */
function rejectTransition(
  action: 'reject' | 'forceReject',
  platform: string,
  request: { reason?: string | undefined; code?: string | undefined },
  tellsPlatform: boolean,
): Transition {
  const reason = rejectReasonText(request.code, request.reason);
  const platformCode = platformRejectCode(platform, request.code);
  const code = platformCode === undefined ? {} : { code: platformCode };
  return {
    action,
    changes: { reject_reason: reason, reject_code: request.code ?? null },
    details: { reason, ...(request.code === undefined ? {} : { code: request.code }) },
    platformJob: tellsPlatform ? { action: 'reject', reason, ...code } : null,
  };
}

/** Reject: an incoming or pre-order order → REJECTED; the platform is told the reason. */
export async function rejectOrder(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; reason?: string | undefined; code?: string | undefined },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  refuseUnless('reject', order);
  const refusal = platformRefusal(order.platform, 'reject');
  if (refusal) throw AppError.conflict(refusal);
  return personAction(
    ctx,
    user,
    order.id,
    (current) => refusalOf('reject', current) ?? rejectTransition('reject', current.platform, request, true),
  );
}

/**
 * Force on Incoming or Incorrect: an order whose hand-over failed (BAD) goes into production with the
 * cooking time the person chose (the venue's default when none is given); the platform hears the
 * accept, the order stays BAD and not in the POS.
 */
export async function forceProduction(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; cookingTimeInMinutes?: number | undefined },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  refuseUnless('forceProduction', order);
  const venue = await findVenue(ctx.db.kysely, order.venue_id);
  if (!venue) throw AppError.notFound('Venue');
  // The time chosen in Force's dialog; the venue's time for a new order (busy mode included) when none is given.
  const minutes = request.cookingTimeInMinutes ?? newOrderMinutesOf(venue, ctx.clock.now());
  if (minutes > venue.max_cooking_time_minutes) {
    throw AppError.badRequest(
      `Cooking time may not exceed ${venue.max_cooking_time_minutes} minutes`,
      'cookingTimeInMinutes',
    );
  }
  return personAction(
    ctx,
    user,
    order.id,
    (current) =>
      refusalOf('forceProduction', current) ?? {
        ...acceptTransition(ctx, current, venue, minutes, { allowDelay: false }),
        action: 'forceProduction',
        posJob: false,
      },
  );
}

/**
 * The danger-style Reject: an incoming order whose hand-over failed, or an incorrect one, is
 * rejected here; the platform is told through its job where it has a reject call.
 */
export async function forceReject(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; reason?: string | undefined; code?: string | undefined },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  const canReject = platformCanReject(order.platform);
  refuseUnless('forceReject', order, { platformCanReject: canReject });
  return personAction(
    ctx,
    user,
    order.id,
    (current) =>
      refusalOf('forceReject', current, { platformCanReject: canReject }) ??
      rejectTransition('forceReject', current.platform, request, canReject),
  );
}

/** A delayed order's new save time, which is also when its kitchen starts. */
function delayedChanges(until: string): OrderFieldChanges {
  return { delayed_until: until, accepted_at: until };
}

/**
 * Edit (docs/product.md §4: Pre-order and Delayed, venue open): a new cooking time. A pre-order's release timer,
 * or a delayed order's save timer (moved so the order is ready when it was going to be), is set again
 * in the same transaction; the one set before stands down when its time comes.
 */
export async function changeCookingTime(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; cookingTimeInMinutes: number },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  refuseUnless('cookingTime', order);
  const venue = await findVenue(ctx.db.kysely, order.venue_id);
  if (!venue) throw AppError.notFound('Venue');
  if (venue.is_online !== 1) throw AppError.conflict('The venue is offline: open it before editing orders');
  if (request.cookingTimeInMinutes > venue.max_cooking_time_minutes) {
    throw AppError.badRequest(
      `Cooking time may not exceed ${venue.max_cooking_time_minutes} minutes`,
      'cookingTimeInMinutes',
    );
  }
  const outcome = await changeOrder(ctx, order.id, (current) => {
    const refusal = refusalOf('cookingTime', current);
    if (refusal) return refusal;
    const delayed = current.status_id === OrderStatus.DELAYED;
    const changes: OrderFieldChanges = {
      adjusted_time_minutes: request.cookingTimeInMinutes,
      ...(delayed
        ? delayedChanges(movedDelayedUntil(current, request.cookingTimeInMinutes, ctx.clock.now()))
        : {}),
    };
    return {
      event: null,
      changes,
      audit: {
        userId: user.id,
        action: 'order.cooking-time',
        before: { cookingTimeInMinutes: current.adjusted_time_minutes, delayedUntil: current.delayed_until },
        after: {
          cookingTimeInMinutes: request.cookingTimeInMinutes,
          delayedUntil: changes.delayed_until ?? current.delayed_until,
        },
      },
      effects: async (trx, row) => {
        if (row.status_id === OrderStatus.PREORDER) await startPreorderRelease(ctx, trx, row);
        if (delayed) await startDelayRelease(ctx, trx, row);
      },
    };
  });
  if (!outcome.changed) {
    if (!outcome.row) throw AppError.notFound('Order');
    throw AppError.conflict(outcome.reason);
  }
  return toOrderDto(outcome.row);
}
