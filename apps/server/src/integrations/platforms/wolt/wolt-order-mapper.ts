import { OrderStatus, type TOrderStatus } from '@orderdesk/contracts';
import {
  boardItemsOf,
  checkTotalOf,
  isoTimeOf,
  textOf,
  type CanonicalCourier,
  type CanonicalDiscount,
  type CanonicalFee,
  type CanonicalLine,
  type CanonicalOrder,
} from '../canonical-order';
import type { TWoltOrder } from './wolt-payloads';

type Json = Record<string, unknown>;

const minor = (money: unknown): number | null => {
  const amount = (money as Json | null | undefined)?.['amount'];
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount) : null;
};
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const positive = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 1);

/**
 * One Wolt item as a line. Wolt's `unit_price` is one portion **with** its options (the documented
 * example: `unit_price` 1190 with an option of 100, `count` 2, `total` 2380), so the dish alone is
 * `unit_price` less the options; v1's `unit_price`/`total_price` are read where v2's are missing.
 */
function woltLine(item: TWoltOrder['items'][number]): CanonicalLine {
  const raw = item as Json;
  const quantity = positive(item.count);
  const itemPrice = raw['item_price'] as Json | null | undefined;
  const total = minor(itemPrice?.['total']) ?? minor(raw['total_price']);
  const unitPrice =
    minor(itemPrice?.['unit_price']) ?? minor(raw['unit_price']) ?? Math.round((total ?? 0) / quantity);
  const options = list(raw['options']).map((o) => ({
    name: [textOf(o['name']), textOf(o['value'])].filter(Boolean).join(': '),
    posRef: textOf(o['value_pos_id']) ?? textOf(o['pos_id']),
    quantity: positive(o['count']),
    unitPrice: minor(o['price']) ?? 0,
  }));
  const optionsPrice = options.reduce((sum, o) => sum + o.unitPrice * o.quantity, 0);
  return {
    name: item.name,
    posRef: textOf(raw['pos_id']),
    quantity,
    unitPrice,
    basePrice: unitPrice - optionsPrice,
    total: total ?? unitPrice * quantity,
    options,
    isCombo: raw['is_bundle_offer'] === true,
    comment: woltLineComment(raw),
  };
}

/** The customer's word about a line: `substitution_settings.comment` (OrderV2), else a line `comment`. */
function woltLineComment(item: Json): string | null {
  const substitution = item['substitution_settings'] as Json | null | undefined;
  return textOf(substitution?.['comment']) ?? textOf(item['comment']);
}

/** Who delivers: Wolt's courier unless the venue delivers itself, or the customer collects. */
function woltCourier(order: Json): CanonicalCourier | null {
  const delivery = order['delivery'] as Json | null | undefined;
  if (!delivery) return null;
  if (delivery['self_delivery'] === true) return 'venue';
  const type = textOf(delivery['type']);
  if (type === 'takeaway' || type === 'eatin') return 'customer';
  return type === 'homedelivery' ? 'platform' : null;
}

/** `fees.parts[]` by type, else `fees.total` as one fee. */
function woltFees(order: Json): CanonicalFee[] {
  const fees = order['fees'] as Json | null | undefined;
  const parts = list(fees?.['parts'])
    .map((p) => ({ kind: textOf(p['type']) ?? 'fee', amount: minor(p['total']) ?? 0 }))
    .filter((p) => p.amount !== 0);
  if (parts.length > 0) return parts;
  const total = minor(fees?.['total']);
  return total ? [{ kind: 'fees', amount: total }] : [];
}

/**
 * Maps Wolt's OrderV2 (v1 fields as fallback) into our order; amounts stay in minor units. The
 * board's figure is the spec's rule: `price.amount`, else `basket_price.total.amount` (items and
 * options after discounts, no fees). Where that is less than the lines' sum, the difference is the
 * basket discount the check gets as a discount line.
 */
export function woltToCanonicalOrder(order: TWoltOrder): CanonicalOrder {
  const raw = order as Json;
  // Without a total the order names no currency: it is read in the connection's (ingest-order.ts).
  const total = order.price ?? order.basket_price?.total ?? { amount: 0, currency: '' };
  const amount = Math.round(total.amount);
  const lines = order.items.map(woltLine);
  const discounts: CanonicalDiscount[] = [];
  const gap = checkTotalOf({ lines, discounts }) - amount;
  if (gap > 0 && amount > 0) discounts.push({ kind: 'basket', label: 'Wolt discount', amount: gap });
  const cash = raw['cash_payment'] as Json | null | undefined;
  return {
    platformOrderId: order.id,
    orderNumber:
      order.order_number === null || order.order_number === undefined ? null : String(order.order_number),
    customerName: order.consumer_name ?? null,
    deliveryType: order.delivery?.type ?? null,
    isPreorder: order.type === 'preorder',
    pickupAt: order.type === 'preorder' ? preorderTime(order) : null,
    amount,
    currency: total.currency,
    items: boardItemsOf(lines),
    lines,
    discounts,
    fees: woltFees(raw),
    venueAmount: null,
    courier: woltCourier(raw),
    isPrepaid: !cash || !minor(cash['cash_amount']),
    comment: textOf(raw['consumer_comment']),
    customerNote: textOf(raw['consumer_comment']),
    allergies: null,
    cutlery: null,
    courierEta: isoTimeOf(raw['pickup_eta']),
    createdAt: order.created_at ?? null,
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
    lines: [],
    discounts: [],
    fees: [],
    venueAmount: null,
    courier: null,
    isPrepaid: true,
    comment: null,
    customerNote: null,
    allergies: null,
    cutlery: null,
    courierEta: null,
    createdAt: null,
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
