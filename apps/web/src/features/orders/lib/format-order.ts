import { displayAmount, type TOrder } from '@orderdesk/contracts';

/** The order total in major units: the platform payload's amount, else our own minor-unit total. */
export function orderTotal(order: TOrder): number {
  return displayAmount(order) ?? order.amount / 100;
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
