import type { TOrder } from '@orderdesk/contracts';

/**
 * The order total in major units: the order's `amount` (minor units), which the server computes by
 * the platform's display rule and the reports and the r_keeper check share.
 */
export function orderTotal(order: TOrder): number {
  return order.amount / 100;
}

/** Formatters by locale and currency: making one costs far more than using it, and a board shows many prices. */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null; // not a currency code Intl knows
    }
    if (moneyFormats.size >= 64) moneyFormats.clear(); // the currency comes with the order: keep it bounded
    moneyFormats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  return moneyFormat(locale, currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
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
