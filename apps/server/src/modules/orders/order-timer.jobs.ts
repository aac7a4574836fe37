import { OrderState, OrderStatus, platformHearsOrderCall } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import type { JobHandlerOf } from '../../jobs/job-spec';
import type {
  AUTO_ACCEPT_JOB,
  AUTO_PICK_UP_JOB,
  DELAY_RELEASE_JOB,
  PREORDER_RELEASE_JOB,
} from './order-timers';
import { newOrderMinutesOf } from '../venues/venue-busy-row';
import type { OrderRow } from './order-mapper';
import { findOrder } from './orders.repository';
import { acceptTransition, applyTransition } from './orders.service';
import { venueHandsOver } from './pos-requests';
import { preorderReleaseAt, startAutoAcceptTimer } from './order-timers';

/**
 * An order auto-accept takes: one whose hand-over succeeded or is not needed yet, or is still being
 * retried by itself (a till that is down for a while must not let the platform cancel every order;
 * the check follows when the till is back). One whose hand-over gave up is left to a person.
 */
function autoAcceptable(order: OrderRow): boolean {
  return order.state_id === OrderState.GOOD || order.pos_retry_at !== null;
}

/**
 * Auto-accept: the order is accepted with the venue's default cooking time, as a person would,
 * unless someone acted first, its hand-over gave up (a person decides) or the venue is closed.
 */
export function autoAcceptJob(ctx: OrdersModuleDeps): JobHandlerOf<typeof AUTO_ACCEPT_JOB> {
  return {
    async run(payload) {
      await applyTransition(ctx, null, payload.orderId, (current, { venue }) => {
        if (!venue || venue.is_online !== 1) return 'The venue is closed';
        if (current.status_id !== OrderStatus.RECEIVED || !autoAcceptable(current))
          return 'Someone acted first, or the hand-over gave up: a person decides';
        const minutes = newOrderMinutesOf(venue, ctx.clock.now());
        return { ...acceptTransition(ctx, current, venue, minutes), auditAction: 'order.auto-accept' };
      });
    },
  };
}

/** Auto picked-up: a ready order that nobody picked up meanwhile leaves the Ready column by itself. */
export function autoPickUpJob(ctx: OrdersModuleDeps): JobHandlerOf<typeof AUTO_PICK_UP_JOB> {
  return {
    async run(payload) {
      const { orderId } = payload;
      await applyTransition(ctx, null, orderId, (current) => {
        if (current.status_id !== OrderStatus.READY) return 'Someone acted first';
        const tellsPlatform = platformHearsOrderCall(
          current.platform,
          'pickupCompleted',
          current.delivery_type,
        );
        return {
          action: 'pickUp',
          details: { auto: true },
          platformJob: tellsPlatform ? { action: 'pickupCompleted' } : null,
          auditAction: 'order.auto-picked-up',
        };
      });
    },
  };
}

/**
 * Pre-order release: at its time the pre-order joins Incoming (and its auto-accept timer starts);
 * a timer an Edit has replaced finds another release time and stands down.
 */
export function preorderReleaseJob(ctx: OrdersModuleDeps): JobHandlerOf<typeof PREORDER_RELEASE_JOB> {
  return {
    async run(payload) {
      const { orderId, releaseAt } = payload;
      const order = await findOrder(ctx.db.kysely, orderId);
      if (!order || order.status_id !== OrderStatus.PREORDER) return;
      if ((await preorderReleaseAt(ctx.db.kysely, order, ctx.clock.now())) !== releaseAt) return;
      await applyTransition(ctx, null, orderId, (current) =>
        current.status_id !== OrderStatus.PREORDER ||
        current.adjusted_time_minutes !== order.adjusted_time_minutes
          ? 'Edited or moved meanwhile: the timer set then decides'
          : {
              action: 'release',
              platformJob: null,
              auditAction: 'order.preorder-release',
              afterChange: (row, batch) => startAutoAcceptTimer(ctx, batch, row),
            },
      );
    },
  };
}

/**
 * Delay release (`delayOrderSaving`): at its save time the delayed order goes into production and is
 * handed to the POS; a timer an Edit has replaced finds another save time and stands down.
 */
export function delayReleaseJob(ctx: OrdersModuleDeps): JobHandlerOf<typeof DELAY_RELEASE_JOB> {
  return {
    async run(payload) {
      const { orderId, releaseAt } = payload;
      const order = await findOrder(ctx.db.kysely, orderId);
      if (!order) return;
      const handsOver = await venueHandsOver(ctx.db.kysely, order.venue_id);
      await applyTransition(ctx, null, orderId, (current) =>
        current.status_id !== OrderStatus.DELAYED || current.delayed_until !== releaseAt
          ? 'Edited or moved meanwhile: the timer set then decides'
          : { action: 'releaseDelayed', platformJob: null, posJob: handsOver },
      );
    },
  };
}
