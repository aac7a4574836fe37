import {
  boardItemsOf,
  checkTotalOf,
  type CanonicalCourier,
  type CanonicalDiscount,
  type CanonicalLine,
  type CanonicalOrder,
} from '../canonical-order';
import type { TFudyOrder } from './fudy-payloads';

const COURIERS: Record<TFudyOrder['delivery_type'], CanonicalCourier> = {
  delivery: 'platform',
  takeaway: 'customer',
  dine_in: 'customer',
};

/** Our connector contract: `unit_price` is one portion without its options; options priced per portion. */
function fudyLine(item: TFudyOrder['items'][number]): CanonicalLine {
  const options = item.options.map((o) => ({
    name: o.name,
    posRef: o.id ?? null,
    quantity: o.quantity,
    unitPrice: o.price,
  }));
  return {
    name: item.name,
    posRef: item.id ?? null,
    quantity: item.quantity,
    unitPrice: item.unit_price + options.reduce((sum, o) => sum + o.unitPrice * o.quantity, 0),
    basePrice: item.unit_price,
    total: item.total,
    options,
    isCombo: false,
  };
}

/** Maps an order of our Fudy contract into ours; money is already minor units. */
export function fudyToCanonicalOrder(order: TFudyOrder): CanonicalOrder {
  const pickupAt = order.pickup_at ? new Date(order.pickup_at).toISOString() : null;
  const lines = order.items.map(fudyLine);
  const discounts: CanonicalDiscount[] = [];
  const gap = checkTotalOf({ lines, discounts }) - order.total.amount;
  if (gap > 0 && order.total.amount > 0)
    discounts.push({ kind: 'basket', label: 'Fudy discount', amount: gap });
  return {
    platformOrderId: order.id,
    orderNumber: order.number ?? null,
    customerName: order.customer?.name ?? null,
    deliveryType: order.delivery_type,
    isPreorder: pickupAt !== null,
    pickupAt,
    amount: order.total.amount,
    currency: order.total.currency.toUpperCase(),
    items: boardItemsOf(lines),
    lines,
    discounts,
    fees: [],
    venueAmount: null,
    courier: COURIERS[order.delivery_type],
    isPrepaid: true,
    comment: order.comment ?? null,
    customerNote: order.comment?.trim() || null,
    allergies: null,
    cutlery: null,
    courierEta: null,
    createdAt: new Date(order.created_at).toISOString(),
    raw: order,
  };
}
