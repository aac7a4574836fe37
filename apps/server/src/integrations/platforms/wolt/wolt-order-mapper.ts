import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import type { CanonicalOrder } from '../canonical-order';
import type { TWoltOrder } from './wolt-payloads';

/** Maps Wolt's OrderV2 (v1 fields as fallback) into our order; amounts stay in minor units. */
export function woltToCanonicalOrder(order: TWoltOrder): CanonicalOrder {
  // Without a total the order names no currency: it is read in the connection's (ingest-order.ts).
  const total = order.basket_price?.total ?? order.price ?? { amount: 0, currency: '' };
  return {
    platformOrderId: order.id,
    orderNumber:
      order.order_number === null || order.order_number === undefined ? null : String(order.order_number),
    customerName: order.consumer_name ?? null,
    deliveryType: order.delivery?.type ?? null,
    isPreorder: order.type === 'preorder',
    pickupAt: order.type === 'preorder' ? preorderTime(order) : null,
    amount: Math.round(total.amount),
    currency: total.currency,
    items: order.items.map((item) => ({
      name: item.name,
      count: item.count,
      total: Math.round(item.item_price?.total?.amount ?? item.total_price?.amount ?? 0),
      options: (item.options ?? []).map((o) => [o.name, o.value].filter(Boolean).join(': ')),
    })),
    createdAt: order.created_at ?? new Date().toISOString(),
    raw: order,
  };
}

/**
 * An order Wolt served that is not OrderV2 as we read it: kept with what it says (Incorrect, the reasons
 * on its card) rather than lost; its body is its payload.
 */
export function unreadableWoltOrder(
  woltOrderId: string,
  body: unknown,
  issues: readonly { path: PropertyKey[]; message: string }[],
): CanonicalOrder {
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : { body };
  return {
    platformOrderId: woltOrderId,
    orderNumber: null,
    customerName: null,
    deliveryType: null,
    isPreorder: false,
    pickupAt: null,
    amount: 0,
    currency: 'XXX',
    items: [],
    createdAt: new Date().toISOString(),
    raw,
    unreadable: issues
      .slice(0, 5)
      .map(
        (issue) =>
          `Wolt's order is not readable at ${issue.path.map(String).join('.') || 'its body'}: ${issue.message}`,
      ),
  };
}

/** v1 clients read `preorder_time`, one v2 model `time` (docs/platforms.md §1.3): both are read. */
function preorderTime(order: TWoltOrder): string | null {
  const pre = (order as Record<string, unknown>)['pre_order'] as Record<string, unknown> | null | undefined;
  const time = pre?.['preorder_time'] ?? pre?.['time'];
  return typeof time === 'string' && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null;
}

/** Wolt's `order_status` in our statuses (docs/platforms.md §1.3); unknown values read as not yet accepted. */
const WOLT_STATUSES: Record<string, TOrderStatus> = {
  received: OrderStatus.RECEIVED,
  fetched: OrderStatus.RECEIVED,
  acknowledged: OrderStatus.RECEIVED,
  production: OrderStatus.PRODUCTION,
  ready: OrderStatus.READY,
  delivered: OrderStatus.DELIVERED,
  rejected: OrderStatus.REJECTED,
  // Wolt spells a customer's or its own cancellation both ways.
  canceled: OrderStatus.REJECTED,
  cancelled: OrderStatus.REJECTED,
  refunded: OrderStatus.REFUNDED,
};

export function woltStatusOf(order: TWoltOrder): TOrderStatus {
  return WOLT_STATUSES[(order.order_status ?? '').toLowerCase()] ?? OrderStatus.RECEIVED;
}
