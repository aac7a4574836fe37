/** The currency a store's menus go out in when its connection names none and no order has said one. */
export const DEFAULT_CURRENCY = 'EUR';

/** A connection's `currency` option (ISO 4217, upper case); null when it is not set or not a code. */
export function currencyOption(options: Record<string, unknown>): string | null {
  const value = options['currency'];
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : null;
}
