import { publishOrderRows } from './order-events';
import {
  OrderStatus,
  initialOrderPosition,
  isCountedInSales,
  isFinalStatus,
  type TOrderStatus,
} from '@orderdesk/contracts';
import type { Selectable } from 'kysely';
import type { OrdersModuleDeps } from './orders-module-deps';
import { clockIso } from '../../clock';
import type { PlatformInstancesTable } from '../../db/schema';
import { kitchenTicketOf, type CanonicalOrder } from '../../integrations/platforms/canonical-order';
import { DEFAULT_CURRENCY } from '../../integrations/platforms/connection-currency';
import { enqueueJobs } from '../../jobs/job-queue';
import type { JobRunContext } from '../../jobs/job-worker';
import { countOrderReceived } from '../../observability/metrics';
import { NEW_ORDER_HANDOVER } from './pos-requests';
import { readIntakeVenue } from './intake-venue';
import type { OrderRow } from './order-mapper';
import { insertOrderOnce, type NewOrderValues, type OrderInsertGuard } from './orders.repository';
import { insertUncountedOrderWithJobs } from './uncounted-order-insert';
import { newOrderTimers, type NewOrderJob } from './order-timers';
import { toStorableOrder } from './storable-order';

/**
 * The connection an order came through: its id, venue and platform, and its currency setting, which
 * an order that names no currency of its own is read in (euros when that is not set either).
 */
export type OrderSource = Pick<Selectable<PlatformInstancesTable>, 'id' | 'venue_id' | 'platform'> & {
  currency?: string | null;
};

/**
 * Stores a platform's order for the connection's venue, once: a second delivery of the same
 * platform order changes nothing. The new order is pushed to the venue's open boards. An order that
 * does not fit its columns as it is is kept all the same, fitted, as Incorrect with the reasons; a
 * cancelled one (`seenStatus` REJECTED) is kept as it is, and neither is handed over or timed.
 */
export async function ingestPlatformOrder(
  ctx: OrdersModuleDeps,
  source: OrderSource,
  sent: CanonicalOrder,
  /** The status the platform reports, when the order is first seen past its start (e.g. accepted by the platform). */
  seenStatus: TOrderStatus = OrderStatus.RECEIVED,
  /** Why the platform cancelled it, when it is first seen cancelled. */
  cancelNote: string | null = null,
  /**
   * `unlessCancelledEarly`: not stored (false) when the platform's cancellation came first. `lastOf`:
   * the job whose last write this is; its done mark goes in with the order when the order is stored
   * (JobRunContext.doneWrite), so nothing may follow a true answer in that job.
   */
  opts: IngestOptions = {},
): Promise<boolean> {
  const now = clockIso(ctx.clock);
  const venue = await readIntakeVenue(ctx, source.venue_id);
  const { order, problems } = toStorableOrder(
    sent.currency ? sent : { ...sent, currency: source.currency ?? DEFAULT_CURRENCY },
    now,
  );
  const start = initialOrderPosition({
    seenStatus,
    isPreorder: order.isPreorder,
    unfit: problems.length > 0,
  });
  const incorrect = start.statusId === OrderStatus.INCORRECT;
  const values: NewOrderValues = {
    venue_id: source.venue_id,
    platform_instance_id: source.id,
    platform: source.platform,
    platform_order_id: order.platformOrderId,
    order_number: order.orderNumber,
    status_id: start.statusId,
    state_id: start.stateId,
    is_created_in_rkeeper: 0,
    adjusted_time_minutes: null,
    customer_name: order.customerName,
    delivery_type: order.deliveryType,
    amount: order.amount,
    currency: order.currency,
    items: JSON.stringify(order.items),
    ticket: JSON.stringify(kitchenTicketOf(order)),
    platform_payload: JSON.stringify(order.raw),
    platform_error: cancelNote,
    // Already cancelled or refunded on the platform when it reached us.
    ...(isFinalStatus(start.statusId) ? { ended_by: 'platform' as const } : {}),
    ...(problems.length > 0 ? { pos_problems: JSON.stringify(problems) } : {}),
    accepted_at: seenStatus === OrderStatus.PRODUCTION || seenStatus === OrderStatus.READY ? now : null,
    pickup_at: order.pickupAt,
    created_at: order.createdAt,
    updated_at: now,
  };
  // The hand-over to the POS and the order's timers are promised in the same commit as the order.
  // With `delayOrderSaving` the hand-over waits for the delay after accept (order-timers.ts).
  const settled = incorrect || seenStatus === OrderStatus.REJECTED;
  const jobs: NewOrderJob[] = settled
    ? []
    : [
        ...(venue.handsOver && !venue.settings.delayOrderSaving ? [NEW_ORDER_HANDOVER] : []),
        ...newOrderTimers(
          { ...values, pickup_at: values.pickup_at ?? null, delivery_type: values.delivery_type ?? null },
          venue.settings,
          venue.defaultCookingMinutes,
          ctx.clock.now(),
        ),
      ];
  const row = await insertNewOrder(ctx, values, jobs, now, opts);
  if (row) {
    countOrderReceived(source.platform);
    publishOrderRows(ctx, [row]);
  }
  return row !== undefined;
}

/**
 * The order and its jobs (added at `now`) in one commit: on PostgreSQL one statement where the report
 * roll-ups have nothing to add (an order not counted in sales and not accepted yet), its hand-over
 * going in already claimed by this instance's worker where it has room (JobWorker.handOff), so it
 * starts the moment the insert is through instead of after a claim of its own. Jobs due now and not
 * handed over are the worker's to claim: it is nudged.
 */
async function insertNewOrder(
  ctx: OrdersModuleDeps,
  values: NewOrderValues,
  jobs: NewOrderJob[],
  now: string,
  { lastOf, ...guard }: IngestOptions,
): Promise<OrderRow | undefined> {
  const defaults = { maxAttempts: ctx.config.JOB_MAX_ATTEMPTS };
  const dueNow = jobs.filter((job) => !job.runAt).length;
  if (ctx.db.engine === 'postgres' && !isCountedInSales(values.status_id) && !values.accepted_at) {
    const handOff = dueNow > 0 ? (ctx.worker.handOff?.(dueNow) ?? null) : null;
    let inserted;
    try {
      inserted = await insertUncountedOrderWithJobs(ctx.db.kysely, values, jobs, defaults, now, {
        guard,
        held: handOff,
        done: lastOf?.doneWrite(ctx.db.kysely),
      });
    } catch (error) {
      handOff?.cancel();
      throw error;
    }
    handOff?.run(inserted?.heldJobs ?? []);
    if (inserted && inserted.heldJobs.length < dueNow) ctx.worker.nudge();
    if (inserted) lastOf?.doneCommitted();
    return inserted?.order;
  }
  const row = await ctx.groupCommit.run(async (trx) => {
    const inserted = await insertOrderOnce(trx, values, guard);
    if (inserted) {
      const orderJobs = jobs.map((job) => ({ ...job, payload: { orderId: inserted.id, ...job.payload } }));
      await enqueueJobs(trx, orderJobs, defaults, now);
      await lastOf?.doneWrite(trx).execute();
    }
    return inserted;
  });
  if (row && dueNow > 0) ctx.worker.nudge();
  if (row) lastOf?.doneCommitted();
  return row;
}

/** How a new order is inserted (OrderInsertGuard), and the job whose last write the insert is. */
export interface IngestOptions extends OrderInsertGuard {
  lastOf?: JobRunContext | undefined;
}
