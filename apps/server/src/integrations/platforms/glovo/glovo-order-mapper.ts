import type { CanonicalOrder } from '../canonical-order';
import type { TGlovoOrder } from './glovo-payloads';

/** Glovo writes local times with the offset beside them; this is the instant in UTC (ISO-8601). */
export function glovoLocalTimeToIso(local: string, utcOffsetMinutes: number): string {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}${local.length === 16 ? ':00' : ''}Z`);
  return new Date(asUtc - utcOffsetMinutes * 60_000).toISOString();
}

/**
 * How Glovo delivers an order: the customer picks it up, the store delivers it itself (marketplace:
 * Glovo sends the address), or a Glovo courier takes it.
 */
export function glovoDeliveryType(order: TGlovoOrder): 'takeaway' | 'marketplace' | 'glovo' {
  if (order.is_picked_up_by_customer) return 'takeaway';
  return order.delivery_address ? 'marketplace' : 'glovo';
}

/**
 * Maps Glovo's order into ours. Amount (spec §3 "partner_discounted_products_total and price.amount"):
 * the products total after the partner's discounts when Glovo sends it, else `estimated_total_price`;
 * both are cents, so the board's ÷100 applies.
 */
export function glovoToCanonicalOrder(order: TGlovoOrder): CanonicalOrder {
  const amount = order.partner_discounted_products_total ?? order.estimated_total_price;
  return {
    platformOrderId: order.order_id,
    orderNumber: order.order_code ?? order.pick_up_code ?? null,
    customerName: order.customer?.name ?? null,
    deliveryType: glovoDeliveryType(order),
    isPreorder: false,
    pickupAt: null,
    amount,
    currency: order.currency.toUpperCase(),
    items: order.products.map((product) => {
      const attributesPerUnit = product.attributes.reduce((sum, a) => sum + a.price * a.quantity, 0);
      return {
        name: product.name,
        count: product.quantity,
        total: (product.price + attributesPerUnit) * product.quantity,
        options: product.attributes.map((a) => (a.quantity > 1 ? `${a.quantity} × ${a.name}` : a.name)),
      };
    }),
    createdAt: glovoLocalTimeToIso(order.order_time, order.utc_offset_minutes),
    raw: {
      ...order,
      order_time_utc: glovoLocalTimeToIso(order.order_time, order.utc_offset_minutes),
      ...(order.estimated_pickup_time
        ? {
            estimated_pickup_time_utc: glovoLocalTimeToIso(
              order.estimated_pickup_time,
              order.utc_offset_minutes,
            ),
          }
        : {}),
    },
  };
}
