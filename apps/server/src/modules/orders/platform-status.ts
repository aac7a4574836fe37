import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import { changeOrder } from './order-machine';
import { ticketWithCourierEta } from './order-ticket';

const PLATFORM_AUDIT_ACTIONS: Partial<Record<TOrderStatus, string>> = {
  [OrderStatus.REJECTED]: 'order.platform-cancel',
  [OrderStatus.REFUNDED]: 'order.platform-refund',
  [OrderStatus.DELIVERED]: 'order.platform-delivered',
};

export interface PlatformOrderRef {
  platform: string;
  instanceId: number;
  platformOrderId: string;
}

/**
 * Applies a status a platform reports for an order we hold, through the order machine: a cancellation
 * wins over any status that is not final, anything else only moves the order forward, and a final order
 * is left as it is, so a late or repeated notification changes nothing. `note` (a cancellation's
 * reason) shows on the order; `payment.productsPaid` keeps its r_keeper check from being voided.
 */
export async function applyPlatformStatus(
  ctx: OrdersModuleDeps,
  ref: PlatformOrderRef,
  platformStatus: string,
  to: TOrderStatus,
  note?: string,
  payment?: { productsPaid: boolean },
): Promise<boolean> {
  const order = await ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', ref.platform)
    .where('platform_order_id', '=', ref.platformOrderId)
    .where('platform_instance_id', '=', ref.instanceId)
    .executeTakeFirst();
  const outcome = order
    ? await changeOrder(ctx, order.id, () => ({
        event: { kind: 'platform', to },
        changes: {
          ...(note ? { platform_error: note } : {}),
          ...(payment?.productsPaid ? { cancel_products_paid: 1 } : {}),
        },
        audit: {
          userId: null,
          action: PLATFORM_AUDIT_ACTIONS[to] ?? 'order.platform-status',
          details: { platformStatus, ...(note ? { note } : {}) },
        },
      }))
    : undefined;
  if (!outcome?.changed) {
    ctx.log.info({ ...ref, status: platformStatus }, 'Platform status notification needs no change');
    return false;
  }
  return true;
}

/**
 * Keeps the courier's expected arrival on the order's ticket current when the platform sends a new one
 * (Wolt's `pickup_eta` on a later fetch, Glovo's `estimated_pickup_time` on a redelivery): a change of
 * fields only, written and pushed to the boards like any other. False when there is nothing new.
 */
export async function applyPlatformCourierEta(
  ctx: OrdersModuleDeps,
  ref: PlatformOrderRef,
  courierEta: string | null,
): Promise<boolean> {
  if (courierEta === null) return false;
  const order = await ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', ref.platform)
    .where('platform_order_id', '=', ref.platformOrderId)
    .where('platform_instance_id', '=', ref.instanceId)
    .executeTakeFirst();
  if (!order) return false;
  const outcome = await changeOrder(ctx, order.id, (current) => {
    const ticket = ticketWithCourierEta(current, courierEta);
    if (ticket === null) return 'The courier arrival is already current';
    return {
      event: null,
      changes: { ticket },
      audit: {
        userId: null,
        action: 'order.courier-eta',
        before: {
          courierEta:
            (JSON.parse(current.ticket ?? '{}') as { courierEta?: string | null }).courierEta ?? null,
        },
        after: { courierEta },
      },
    };
  });
  return outcome.changed;
}
