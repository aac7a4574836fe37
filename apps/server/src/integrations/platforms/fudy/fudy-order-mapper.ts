import type { CanonicalOrder } from '../canonical-order';
import type { TFudyOrder } from './fudy-payloads';

/** Maps an order of our Fudy contract into ours; money is already minor units. */
export function fudyToCanonicalOrder(order: TFudyOrder): CanonicalOrder {
  const pickupAt = order.pickup_at ? new Date(order.pickup_at).toISOString() : null;
  return {
    platformOrderId: order.id,
    orderNumber: order.number ?? null,
    customerName: order.customer?.name ?? null,
    deliveryType: order.delivery_type,
    isPreorder: pickupAt !== null,
    pickupAt,
    amount: order.total.amount,
    currency: order.total.currency.toUpperCase(),
    items: order.items.map((item) => ({
      name: item.name,
      count: item.quantity,
      total: item.total,
      options: item.options.map((o) => (o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name)),
    })),
    createdAt: new Date(order.created_at).toISOString(),
    raw: order,
  };
}
