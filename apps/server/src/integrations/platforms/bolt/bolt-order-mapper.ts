import type { CanonicalOrder } from '../canonical-order';
import type { TBoltOrder, TBoltOrderEvent } from './bolt-payloads';

/** The order id, whichever of the assumed names carries it. */
export function boltOrderIdOf(body: TBoltOrder | TBoltOrderEvent): string {
  return (body.order_id ?? body.id)!;
}

/** Bolt writes times as unix seconds or ISO-8601 (assumed); anything else reads as now. */
function boltTime(value: number | string | undefined): string {
  const at =
    typeof value === 'number'
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === 'string'
        ? new Date(value)
        : new Date(Number.NaN);
  return (Number.isNaN(at.getTime()) ? new Date() : at).toISOString();
}

const toMinor = (major: number) => Math.round(major * 100);

/**
 * Maps Bolt's order into ours. `total_order_price.value` is Bolt's total in major units (used as
 * given on the board, docs/product.md §9); our `amount` column holds minor units, so it is ×100 here.
 * Every other mapped name is an assumption (see docs/platforms.md §3).
 */
export function boltToCanonicalOrder(order: TBoltOrder): CanonicalOrder {
  return {
    platformOrderId: boltOrderIdOf(order),
    orderNumber: order.order_reference_id ?? order.order_number ?? null,
    customerName: order.customer?.name ?? order.customer_name ?? null,
    deliveryType: order.delivery_type ?? null,
    isPreorder: false,
    pickupAt: null,
    amount: toMinor(order.total_order_price.value),
    // No currency in the order: it is read in the connection's (ingest-order.ts).
    currency: (order.total_order_price.currency ?? '').toUpperCase(),
    items: order.items.map((item) => {
      const options = item.options ?? item.modifiers ?? [];
      const total =
        item.total_price?.value ??
        (item.unit_price?.value ?? 0) * item.quantity +
          options.reduce((sum, o) => sum + (o.price?.value ?? 0) * (o.quantity ?? 1), 0) * item.quantity;
      return {
        name: item.name,
        count: item.quantity,
        total: toMinor(total),
        options: options.map((o) => ((o.quantity ?? 1) > 1 ? `${o.quantity} × ${o.name}` : o.name)),
      };
    }),
    createdAt: boltTime(order.created ?? order.created_at),
    raw: order,
  };
}

/** Update statuses (assumed spellings) that end an order on Bolt's side. */
export function boltUpdateCancels(status: string | null | undefined): boolean {
  return ['cancelled', 'canceled', 'rejected', 'cancelled_by_customer', 'cancelled_by_bolt'].includes(
    (status ?? '').toLowerCase(),
  );
}
