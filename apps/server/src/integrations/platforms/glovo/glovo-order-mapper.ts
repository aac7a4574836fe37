import {
  boardItemsOf,
  textOf,
  type CanonicalCourier,
  type CanonicalDiscount,
  type CanonicalFee,
  type CanonicalLine,
  type CanonicalOrder,
} from '../canonical-order';
import { glovoDeliveryOf, type GlovoDelivery, type TGlovoOrder } from './glovo-payloads';

const DELIVERY_TYPES = { takeaway: 'takeaway', marketplace: 'homedelivery', glovo: 'glovo' } as const;
const COURIERS: Record<GlovoDelivery, CanonicalCourier> = {
  takeaway: 'customer',
  marketplace: 'venue',
  glovo: 'platform',
};

/** A Glovo local time ("YYYY-MM-DD HH:mm:ss" at `utc_offset_minutes`) as an instant. */
export function glovoLocalToIso(local: string, offsetMinutes: number): string {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return new Date(asUtc - offsetMinutes * 60_000).toISOString();
}

/** The courier's expected arrival: `estimated_pickup_time`, a local time like `order_time`; null when unreadable. */
function glovoCourierEta(order: TGlovoOrder): string | null {
  const local = textOf(order.estimated_pickup_time);
  if (!local || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return Number.isNaN(asUtc) ? null : new Date(asUtc - order.utc_offset_minutes * 60_000).toISOString();
}

/** Glovo's product `price` is one unit **without** attributes; each attribute has its own unit price. */
function glovoLine(product: TGlovoOrder['products'][number]): CanonicalLine {
  const options = product.attributes.map((a) => ({
    name: a.name,
    posRef: a.id,
    quantity: a.quantity,
    unitPrice: a.price,
  }));
  const unitPrice = product.price + options.reduce((sum, o) => sum + o.unitPrice * o.quantity, 0);
  return {
    name: product.name,
    posRef: product.id,
    quantity: product.quantity,
    unitPrice,
    basePrice: product.price,
    total: unitPrice * product.quantity,
    options,
    isCombo: false,
  };
}

function glovoFees(order: TGlovoOrder): CanonicalFee[] {
  const raw = order as Record<string, unknown>;
  const fees: CanonicalFee[] = [];
  for (const kind of ['delivery_fee', 'service_fee', 'minimum_basket_surcharge']) {
    const amount = raw[kind];
    if (typeof amount === 'number' && amount !== 0) fees.push({ kind, amount });
  }
  return fees;
}

/**
 * Glovo's order in our terms; amounts stay in cents (÷100 on screen, docs/product.md §9). The board's figure is
 * the spec's rule: `partner_discounted_products_total` when Glovo sends it (the products after the
 * venue's own discounts), else `estimated_total_price` (products and attributes). The difference is
 * the partner discount: the venue grants it, so the check gets it as a discount line.
 */
export function glovoToCanonicalOrder(order: TGlovoOrder): CanonicalOrder {
  const raw = order as Record<string, unknown>;
  const lines = order.products.map(glovoLine);
  const discounted =
    typeof raw['partner_discounted_products_total'] === 'number'
      ? (raw['partner_discounted_products_total'] as number)
      : null;
  const amount = discounted ?? order.estimated_total_price;
  const discounts: CanonicalDiscount[] =
    discounted !== null && discounted < order.estimated_total_price
      ? [
          {
            kind: 'partner',
            label: 'Glovo partner discount',
            amount: order.estimated_total_price - discounted,
          },
        ]
      : [];
  const delivery = glovoDeliveryOf(order);
  const comment = [textOf(order.special_requirements), textOf(order.allergy_info)]
    .filter(Boolean)
    .join(' · ');
  return {
    platformOrderId: order.order_id,
    orderNumber: order.pick_up_code ?? order.order_code ?? null,
    customerName: order.customer?.name ?? null,
    deliveryType: DELIVERY_TYPES[delivery],
    isPreorder: false,
    pickupAt: null,
    amount,
    currency: order.currency,
    items: boardItemsOf(lines),
    lines,
    discounts,
    fees: glovoFees(order),
    // Glovo pays the venue the products less the venue's own discounts.
    venueAmount: amount,
    courier: COURIERS[delivery],
    isPrepaid: textOf(order.payment_method) !== 'CASH',
    comment: comment || null,
    customerNote: textOf(order.special_requirements),
    allergies: textOf(order.allergy_info),
    cutlery: typeof raw['cutlery_requested'] === 'boolean' ? raw['cutlery_requested'] : null,
    courierEta: glovoCourierEta(order),
    createdAt: glovoLocalToIso(order.order_time, order.utc_offset_minutes),
    raw: order,
  };
}
