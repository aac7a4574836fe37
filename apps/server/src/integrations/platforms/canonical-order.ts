import type { TOrder, TOrderTicket } from '@orderdesk/contracts';

/** One chosen option of a line: its own unit price (per portion of the line) and its POS reference. */
export interface CanonicalOption {
  name: string;
  /** The id the venue gave the platform for it (Wolt `value_pos_id`/`pos_id`, Glovo attribute `id`). */
  posRef: string | null;
  /** How many per portion of the line. */
  quantity: number;
  /** Price of one, minor units. */
  unitPrice: number;
}

/** One ordered line. Money in minor units of the order's currency. */
export interface CanonicalLine {
  name: string;
  posRef: string | null;
  quantity: number;
  /** One portion with its options, as the customer paid it. */
  unitPrice: number;
  /** One portion without its options: what the dish itself costs. `unitPrice` = this + the options. */
  basePrice: number;
  /** The line as the platform totals it. */
  total: number;
  options: CanonicalOption[];
  /** A combo (Wolt `is_bundle_offer`): its options are the combo's component dishes. */
  isCombo: boolean;
  /** The customer's word about this line (Wolt `substitution_settings.comment`, a line comment). */
  comment?: string | null;
}

/** A discount the venue grants, taken off the lines' sum (Glovo's partner discount, Wolt's basket discount). */
export interface CanonicalDiscount {
  kind: 'partner' | 'basket';
  /** In words, for the card and the check's discount line. */
  label: string;
  amount: number;
}

/** A fee the customer pays beside the products (delivery, service, small-order surcharge). */
export interface CanonicalFee {
  kind: string;
  amount: number;
}

/** Who takes the order to the customer: the platform's courier, the venue's own, or the customer. */
export type CanonicalCourier = 'platform' | 'venue' | 'customer';

/**
 * A platform's order in our terms; money in integer minor units. The raw payload travels beside it.
 * `amount` is what the board shows and the reports count (the spec's display rule for the platform,
 * computed here); the r_keeper check is the lines less the discounts, which equals `amount`.
 */
export interface CanonicalOrder {
  platformOrderId: string;
  orderNumber: string | null;
  customerName: string | null;
  deliveryType: string | null;
  isPreorder: boolean;
  /** A pre-order's pick-up time (ISO-8601); null for an order wanted now. */
  pickupAt: string | null;
  amount: number;
  currency: string;
  /** The lines as the board lists them. */
  items: TOrder['items'];
  /** The lines as the check gets them. */
  lines: CanonicalLine[];
  discounts: CanonicalDiscount[];
  fees: CanonicalFee[];
  /** What the platform pays the venue, where the platform says it; null when it does not. */
  venueAmount: number | null;
  /** Null when the platform does not say. */
  courier: CanonicalCourier | null;
  /** Paid on the platform (not cash to the courier or at the counter). */
  isPrepaid: boolean;
  /** The customer's comment (and allergy notes): what the r_keeper check carries. */
  comment: string | null;
  /** The customer's note alone, for the kitchen ticket (Wolt `consumer_comment`, Glovo `special_requirements`). */
  customerNote: string | null;
  /** Allergy remarks (Glovo `allergy_info`). */
  allergies: string | null;
  /** Whether the customer asked for cutlery (Glovo `cutlery_requested`); null when the platform does not say. */
  cutlery: boolean | null;
  /** When the courier is expected at the venue (ISO-8601; Wolt `pickup_eta`, Glovo `estimated_pickup_time`). */
  courierEta: string | null;
  /** When the platform says the order was placed; null when it does not (or not readably). */
  createdAt: string | null;
  raw: Record<string, unknown>;
  /** What the adapter could not read of the platform's order, in words: such an order is kept as Incorrect. */
  unreadable?: string[];
}

/** The lines' sum less the discounts: what the r_keeper check comes to. */
export function checkTotalOf(order: Pick<CanonicalOrder, 'lines' | 'discounts'>): number {
  const lines = order.lines.reduce((sum, l) => sum + lineCheckTotal(l), 0);
  return lines - order.discounts.reduce((sum, d) => sum + d.amount, 0);
}

/** A line as the check prices it: (dish + options) × quantity. */
export function lineCheckTotal(line: CanonicalLine): number {
  const options = line.options.reduce((sum, o) => sum + o.unitPrice * o.quantity, 0);
  return (line.basePrice + options) * line.quantity;
}

/** The board's item list from the lines. */
export function boardItemsOf(lines: readonly CanonicalLine[]): TOrder['items'] {
  return lines.map((line) => ({
    name: line.name,
    count: line.quantity,
    total: line.total,
    options: line.options.map((o) => (o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name)),
  }));
}

/**
 * The kitchen ticket of an order: its lines (the check's lines) with every option in the platform's
 * order, the notes, the courier and a pre-order's due time. The one reading the card, the order dialog
 * and the printed ticket show.
 */
export function kitchenTicketOf(order: CanonicalOrder): TOrderTicket {
  return {
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options: line.options.map((o) => ({ name: o.name, quantity: o.quantity })),
      comment: line.comment ?? null,
    })),
    customerNote: order.customerNote,
    allergies: order.allergies,
    cutlery: order.cutlery,
    courier: order.courier,
    courierEta: order.courierEta,
    dueAt: order.pickupAt,
  };
}

/** A time the platform wrote (ISO-8601 or another form `Date` reads) as ISO; null when it is not one. */
export function isoTimeOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Text that is there, trimmed; numbers as text. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
