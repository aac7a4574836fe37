import {
  boardItemsOf,
  checkTotalOf,
  textOf,
  type CanonicalCourier,
  type CanonicalDiscount,
  type CanonicalLine,
  type CanonicalOrder,
} from '../canonical-order';
import type { TBoltOrder, TBoltOrderEvent } from './bolt-payloads';

/** The order id, whichever of the assumed names carries it. */
export function boltOrderIdOf(body: TBoltOrder | TBoltOrderEvent): string {
  return (body.order_id ?? body.id)!;
}

/** Bolt writes times as unix seconds or ISO-8601 (assumed); anything else reads as null. */
function boltTime(value: number | string | undefined): string | null {
  const at =
    typeof value === 'number'
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === 'string'
        ? new Date(value)
        : new Date(Number.NaN);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const toMinor = (major: number) => Math.round(major * 100);

type Json = Record<string, unknown>;

/**
 * One Bolt item as a line (assumed, like the rest of Bolt's partner-gated schema): `unit_price` is one
 * portion without its options, each option priced per portion; `total_price`, when sent, is the line.
 */
function boltLine(item: TBoltOrder['items'][number]): CanonicalLine {
  const options = [...(item.options ?? []), ...(item.modifiers ?? [])].map((o) => ({
    name: o.name,
    posRef: textOf((o as Json)['id']),
    quantity: o.quantity && o.quantity > 0 ? o.quantity : 1,
    unitPrice: toMinor(o.price?.value ?? 0),
  }));
  const basePrice = toMinor(item.unit_price?.value ?? 0);
  const unitPrice = basePrice + options.reduce((sum, o) => sum + o.unitPrice * o.quantity, 0);
  return {
    name: item.name,
    posRef: textOf(item.id),
    quantity: item.quantity,
    unitPrice,
    basePrice,
    total: item.total_price ? toMinor(item.total_price.value) : unitPrice * item.quantity,
    options,
    isCombo: false,
  };
}

/** Assumed spellings: `delivery_type` "takeaway"/"pickup" is the customer's, "self_delivery" the venue's. */
function boltCourier(type: string | null | undefined): CanonicalCourier | null {
  const t = (type ?? '').toLowerCase();
  if (t === 'takeaway' || t === 'pickup' || t === 'eat_in') return 'customer';
  if (t === 'self_delivery' || t === 'restaurant_delivery') return 'venue';
  return t === 'delivery' ? 'platform' : null;
}

/**
 * Maps Bolt's order into ours. `total_order_price.value` is Bolt's total in major units (the board's
 * figure, docs/product.md §9); our `amount` column holds minor units, so it is ×100 here.
 * Every other mapped name is an assumption (see docs/platforms.md §3).
 */
export function boltToCanonicalOrder(order: TBoltOrder): CanonicalOrder {
  const raw = order as Json;
  const lines = order.items.map(boltLine);
  const amount = toMinor(order.total_order_price.value);
  const discounts: CanonicalDiscount[] = [];
  const gap = checkTotalOf({ lines, discounts }) - amount;
  if (gap > 0 && amount > 0) discounts.push({ kind: 'basket', label: 'Bolt Food discount', amount: gap });
  return {
    platformOrderId: boltOrderIdOf(order),
    orderNumber: order.order_reference_id ?? order.order_number ?? null,
    customerName: order.customer?.name ?? order.customer_name ?? null,
    deliveryType: order.delivery_type ?? null,
    isPreorder: false,
    pickupAt: null,
    amount,
    // No currency in the order: it is read in the connection's (ingest-order.ts).
    currency: (order.total_order_price.currency ?? '').toUpperCase(),
    items: boardItemsOf(lines),
    lines,
    discounts,
    fees: [],
    venueAmount: null,
    courier: boltCourier(order.delivery_type),
    isPrepaid: textOf(raw['payment_method']) !== 'cash',
    comment: textOf(raw['comment']),
    customerNote: textOf(raw['comment']),
    allergies: null,
    cutlery: null,
    courierEta: null,
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
