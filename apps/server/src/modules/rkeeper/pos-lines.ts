import { canonicalOrderOf } from '../../integrations/platforms/canonical-of';
import { checkTotalOf, type CanonicalDiscount } from '../../integrations/platforms/canonical-order';

/**
 * What an order asks the kitchen for, read from the canonical order (never from a platform's own
 * payload), with the ids the venue gave the platform for its dishes and options. Prices are minor
 * units of the order's currency per portion, which is r_keeper's "×100".
 */
export interface PosLineOption {
  name: string;
  ref: string | null;
  count: number;
  price: number;
}

export interface PosLine {
  name: string;
  ref: string | null;
  count: number;
  /** The dish alone: what its priced modifiers add is never in it again. */
  unitPrice: number;
  options: PosLineOption[];
  /** A combo (Wolt `is_bundle_offer`): its options are the combo's component dishes, not modifiers. */
  isCombo?: boolean;
}

export interface PosOrderContent {
  lines: PosLine[];
  /** Taken off the lines on the check as discount lines (Glovo's partner discount). */
  discounts: CanonicalDiscount[];
  comment: string | null;
  /** Paid on the platform (not cash to the courier or at the counter). */
  isPrepaid: boolean;
  /** The board's and the reports' figure, which the prepayment carries. */
  amount: number;
  /** What the check comes to: the lines less the discounts. Equals `amount`. */
  checkTotal: number;
}

/** The check's content of a stored order: its canonical order's lines, discounts and figures. */
export function posContentOf(platform: string, payload: unknown): PosOrderContent | null {
  const order = canonicalOrderOf(platform, payload);
  if (!order) return null;
  return {
    lines: order.lines.map((line) => ({
      name: line.name,
      ref: line.posRef,
      count: line.quantity,
      unitPrice: line.basePrice,
      options: line.options.map((o) => ({
        name: o.name,
        ref: o.posRef,
        count: o.quantity,
        price: o.unitPrice,
      })),
      isCombo: line.isCombo,
    })),
    discounts: order.discounts,
    comment: order.comment,
    isPrepaid: order.isPrepaid,
    amount: order.amount,
    checkTotal: checkTotalOf(order),
  };
}
