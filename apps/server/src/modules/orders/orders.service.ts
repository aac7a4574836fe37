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
  type TListedOrder,
  type TransitionAction,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { OrderDeps } from './order-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import type { Database } from '../../db/schema';
import type { WriteBatch } from '../../db/write-batch';
import { enqueueHandover } from './pos-requests';
import { newOrderMinutesOf } from '../venues/venue-busy-row';
import { settingsOf } from '../venues/venue-settings.repository';
import { canAccessVenue } from '../venues/venue-scope';
import { toListedOrderDto, type OrderRow } from './order-mapper';
import { findOrder, type OrderFieldChanges, type OrderVenue } from './orders.repository';
import { changeOrder, type OrderChange, type OrderChangeOutcome, type OrderPlanning } from './order-machine';
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

/**
 * 404 unless the caller may work on the order's venue: one outside their venues is reported as not
 * found, as by `getScopedOrder`. Checked on the locked row, inside the change's transaction.
 */
async function ensureScoped(user: RequestUser, order: OrderRow, trx: Kysely<Database>): Promise<void> {
  if (!(await canAccessVenue(trx, user, order.venue_id))) throw AppError.notFound('Order');
}

/** The order's venue, read with it; 404 when it is gone. */
function requireVenue(venue: OrderVenue | undefined): OrderVenue {
  if (!venue) throw AppError.notFound('Venue');
  return venue;
}

/** 400 when a cooking time is longer than the venue allows. */
function ensureCookingTimeAllowed(minutes: number, venue: OrderVenue): void {
  if (minutes > venue.max_cooking_time_minutes) {
    throw AppError.badRequest(
      `Cooking time may not exceed ${venue.max_cooking_time_minutes} minutes`,
      'cookingTimeInMinutes',
    );
  }
}

/** The changed order, or 404 / 409 with why it was not changed (a racing action may have won). */
function answerOf(outcome: OrderChangeOutcome): TListedOrder {
  if (!outcome.changed) {
    if (!outcome.row) throw AppError.notFound('Order');
    throw AppError.conflict(outcome.reason);
  }
  return toListedOrderDto(outcome.row);
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
export function acceptOrder(
  ctx: OrderDeps,
  user: RequestUser,
  request: Required<Pick<TAcceptOrderRequest, 'id' | 'cookingTimeInMinutes'>> & { isForce: boolean },
): Promise<TListedOrder> {
  return personAction(ctx, user, request.id, (current, { venue }) => {
    const found = requireVenue(venue);
    // No open-venue check: closing stops new orders at the platforms, while an order already waiting
    // (it came before the close, or was on its way) stays acceptable until its platform withdraws it.
    const refusal = refusalOf('accept', current, { isForce: request.isForce });
    if (refusal) return refusal;
    ensureCookingTimeAllowed(request.cookingTimeInMinutes, found);
    return acceptTransition(ctx, current, found, request.cookingTimeInMinutes);
  });
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
    afterChange: (row, batch) => startDelayRelease(ctx, batch, row),
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
  /** Timers the change starts, written in `batch` (read through `batch.db`). */
  afterChange?: (row: OrderRow, batch: WriteBatch) => Promise<void>;
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
  plan: (current: OrderRow, planning: OrderPlanning) => Transition | string,
): Promise<OrderChangeOutcome> {
  return changeOrder(ctx, orderId, (current, planning) => {
    const transition = plan(current, planning);
    return typeof transition === 'string' ? transition : transitionChange(ctx, user, orderId, transition);
  });
}

/** The order machine's change for a transition: its event, fields, audit entry and jobs. */
function transitionChange(
  ctx: OrderDeps,
  user: RequestUser | null,
  orderId: number,
  transition: Transition,
): OrderChange {
  return {
    event: { kind: 'act', action: transition.action },
    changes: transition.changes,
    audit: {
      userId: user?.id ?? null,
      action: transition.auditAction ?? AUDIT_ACTIONS[transition.action],
      details: transition.details,
    },
    ...(transition.platformJob || transition.afterChange
      ? { batchedEffects: transitionJobs(ctx, orderId, transition) }
      : {}),
    ...(transition.posJob ? { effects: async (trx) => void (await enqueueHandover(ctx, trx, orderId)) } : {}),
  };
}

/** The jobs a transition starts with its change, in its statement: the platform's call, its timers. */
function transitionJobs(
  ctx: OrderDeps,
  orderId: number,
  transition: Transition,
): OrderChange['batchedEffects'] {
  return async (row, _before, batch) => {
    if (transition.platformJob) {
      const job: PlatformOrderActionPayload = { orderId, ...transition.platformJob };
      await ctx.enqueue(batch, PLATFORM_ORDER_ACTION_JOB, job);
    }
    await transition.afterChange?.(row, batch);
  };
}

/**
 * A person's action, decided in one transaction on the order as it is now (locked) and read once:
 * 404 for an order they may not see, then `plan`'s refusal (409) or the change; 409 too when a
 * racing action won.
 */
async function personAction(
  ctx: OrderDeps,
  user: RequestUser,
  orderId: number,
  plan: (current: OrderRow, planning: OrderPlanning) => Transition | string,
): Promise<TListedOrder> {
  const outcome = await changeOrder(ctx, orderId, async (current, planning) => {
    await ensureScoped(user, current, planning.trx);
    const transition = plan(current, planning);
    return typeof transition === 'string' ? transition : transitionChange(ctx, user, orderId, transition);
  });
  return answerOf(outcome);
}

/** The auto picked-up timer of an order made ready, from the venue's settings as read with the order. */
function autoPickUpOf(ctx: OrderDeps, venue: OrderVenue | undefined): Transition['afterChange'] {
  return (row, batch) => startAutoPickUpTimer(ctx, batch, row, venue && settingsOf(venue));
}

/** Ready: PRODUCTION → READY; the platform is told so the courier or customer can come. */
export function markOrderReady(ctx: OrderDeps, user: RequestUser, id: number): Promise<TListedOrder> {
  return personAction(
    ctx,
    user,
    id,
    (current, { venue }) =>
      refusalOf('ready', current) ?? {
        action: 'ready',
        platformJob: platformHearsOrderCall(current.platform, 'ready', current.delivery_type)
          ? { action: 'ready' }
          : null,
        afterChange: autoPickUpOf(ctx, venue),
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
  return applyTransition(ctx, null, orderId, (current, { venue }) =>
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
          afterChange: autoPickUpOf(ctx, venue),
        },
  );
}

/**
 * Picked up: READY → PICKEDUP; an order whose hand-over to the POS failed only with `isForce`.
 * Wolt hears of it only for takeaway: a Wolt courier's pick-up is reported to Wolt by the courier,
 * so home delivery by Wolt needs no call from us.
 */
export function markOrderPickedUp(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; isForce: boolean },
): Promise<TListedOrder> {
  return personAction(ctx, user, request.id, (current) => {
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
export function rejectOrder(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; reason?: string | undefined; code?: string | undefined },
): Promise<TListedOrder> {
  return personAction(
    ctx,
    user,
    request.id,
    (current) =>
      refusalOf('reject', current) ??
      platformRefusal(current.platform, 'reject') ??
      rejectTransition('reject', current.platform, request, true),
  );
}

/**
 * Force on Incoming or Incorrect: an order whose hand-over failed (BAD) goes into production with the
 * cooking time the person chose (the venue's default when none is given); the platform hears the
 * accept, the order stays BAD and not in the POS.
 */
export function forceProduction(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; cookingTimeInMinutes?: number | undefined },
): Promise<TListedOrder> {
  return personAction(ctx, user, request.id, (current, { venue }) => {
    const refusal = refusalOf('forceProduction', current);
    if (refusal) return refusal;
    const found = requireVenue(venue);
    // The time chosen in Force's dialog; the venue's time for a new order (busy mode included) when none is given.
    const minutes = request.cookingTimeInMinutes ?? newOrderMinutesOf(found, ctx.clock.now());
    ensureCookingTimeAllowed(minutes, found);
    return {
      ...acceptTransition(ctx, current, found, minutes, { allowDelay: false }),
      action: 'forceProduction',
      posJob: false,
    };
  });
}

/**
 * The danger-style Reject: an incoming order whose hand-over failed, or an incorrect one, is
 * rejected here; the platform is told through its job where it has a reject call.
 */
export function forceReject(
  ctx: OrderDeps,
  user: RequestUser,
  request: { id: number; reason?: string | undefined; code?: string | undefined },
): Promise<TListedOrder> {
  return personAction(ctx, user, request.id, (current) => {
    const canReject = platformCanReject(current.platform);
    return (
      refusalOf('forceReject', current, { platformCanReject: canReject }) ??
      rejectTransition('forceReject', current.platform, request, canReject)
    );
  });
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
): Promise<TListedOrder> {
  const outcome = await changeOrder(ctx, request.id, async (current, { venue, trx }) => {
    await ensureScoped(user, current, trx);
    const refusal = refusalOf('cookingTime', current);
    if (refusal) return refusal;
    const found = requireVenue(venue);
    if (found.is_online !== 1) return 'The venue is offline: open it before editing orders';
    ensureCookingTimeAllowed(request.cookingTimeInMinutes, found);
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
      effects: async (trx, row, _before, batch) => {
        if (row.status_id === OrderStatus.PREORDER) await startPreorderRelease(ctx, trx, row);
        if (delayed) await startDelayRelease(ctx, batch, row);
      },
    };
  });
  return answerOf(outcome);
}
