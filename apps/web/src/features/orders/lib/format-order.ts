import type { TOrder } from '@orderdesk/contracts';

/**
 * The order total in major units: the order's `amount` (minor units), which the server computes by
 * the platform's display rule and the reports and the r_keeper check share.
 */
export function orderTotal(order: TOrder): number {
  return order.amount / 100;
}

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Whole minutes since `iso`, never negative; 0 when the date does not parse. */
export function minutesSince(iso: string, now: number): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/** The number shown on the card: the platform's order number, else our id. */
export function orderLabel(order: TOrder): string {
  return order.orderNumber?.trim() || String(order.id);
}
