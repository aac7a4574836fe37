import { OrderState, OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import type { PlatformInstancesTable } from '../../db/schema';
import type { CanonicalOrder } from '../../integrations/platforms/canonical-order';
import { countOrderReceived } from '../../observability/metrics';
import { toOrderDto } from './order-mapper';
import { insertOrderOnce } from './orders.repository';
import { startAutoAcceptTimer, startPreorder } from './order-timers';
import { enqueueHandover, venueHandsOver } from '../pos/pos-handover.job';
import { readVenueSettings } from '../venues/venue-settings.repository';

/**
 * Stores a platform's order for the instance's venue, once: a second delivery of the same
 * platform order changes nothing. The new order is pushed to the venue's open boards.
 */
export async function ingestPlatformOrder(
  ctx: AppContext,
  instance: Selectable<PlatformInstancesTable>,
  order: CanonicalOrder,
  /** The status the platform reports, when the order is first seen past its start (e.g. accepted by the platform). */
  seenStatus: TOrderStatus = OrderStatus.RECEIVED,
): Promise<boolean> {
  const now = nowIso();
  const row = await ctx.groupCommit.run(async (trx) => {
    const inserted = await insertOrderOnce(trx, {
      venue_id: instance.venue_id,
      platform_instance_id: instance.id,
      platform: instance.platform,
      platform_order_id: order.platformOrderId,
      order_number: order.orderNumber,
      status_id:
        seenStatus !== OrderStatus.RECEIVED
          ? seenStatus
          : order.isPreorder
            ? OrderStatus.PREORDER
            : seenStatus,
      state_id: OrderState.GOOD,
      is_created_in_rkeeper: 0,
      adjusted_time_minutes: null,
      customer_name: order.customerName,
      delivery_type: order.deliveryType,
      amount: order.amount,
      currency: order.currency,
      items: JSON.stringify(order.items),
      platform_payload: JSON.stringify(order.raw),
      platform_error: null,
      accepted_at: seenStatus === OrderStatus.PRODUCTION || seenStatus === OrderStatus.READY ? now : null,
      pickup_at: order.pickupAt,
      created_at: order.createdAt,
      updated_at: now,
    });
    if (inserted) {
      // The hand-over to the POS and the order's timers are promised in the same commit as the order.
      // With `delayOrderSaving` the hand-over waits for the delay after accept (order-timers.ts).
      const delaysSaving = (await readVenueSettings(trx, instance.venue_id)).delayOrderSaving;
      if (!delaysSaving && (await venueHandsOver(trx, instance.venue_id)))
        await enqueueHandover(ctx, trx, inserted.id);
      await startAutoAcceptTimer(ctx, trx, inserted);
      await startPreorder(ctx, trx, inserted);
    }
    return inserted;
  });
  if (row) {
    countOrderReceived(instance.platform);
    ctx.hub.publishOrder(toOrderDto(row));
  }
  return row !== undefined;
}
