import type { CanonicalOrder } from '../canonical-order';
import { glovoDeliveryOf, type TGlovoOrder } from './glovo-payloads';

const DELIVERY_TYPES = { takeaway: 'takeaway', marketplace: 'homedelivery', glovo: 'glovo' } as const;

/** A Glovo local time ("YYYY-MM-DD HH:mm:ss" at `utc_offset_minutes`) as an instant. */
export function glovoLocalToIso(local: string, offsetMinutes: number): string {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return new Date(asUtc - offsetMinutes * 60_000).toISOString();
}

/** A line's total: (unit price + its attributes) × quantity, in cents. */
function lineTotal(product: TGlovoOrder['products'][number]): number {
  const attributes = product.attributes.reduce((sum, a) => sum + a.price * a.quantity, 0);
  return (product.price + attributes) * product.quantity;
}

/** Glovo's order in our terms; amounts stay in cents (÷100 on screen, docs/product.md §9). */
export function glovoToCanonicalOrder(order: TGlovoOrder): CanonicalOrder {
  return {
    platformOrderId: order.order_id,
    orderNumber: order.pick_up_code ?? order.order_code ?? null,
    customerName: order.customer?.name ?? null,
    deliveryType: DELIVERY_TYPES[glovoDeliveryOf(order)],
    isPreorder: false,
    pickupAt: null,
    amount: order.estimated_total_price,
    currency: order.currency,
    items: order.products.map((p) => ({
      name: p.name,
      count: p.quantity,
      total: lineTotal(p),
      options: p.attributes.map((a) => (a.quantity > 1 ? `${a.quantity} × ${a.name}` : a.name)),
    })),
    createdAt: glovoLocalToIso(order.order_time, order.utc_offset_minutes),
    raw: order,
  };
}
