import { createHash } from 'node:crypto';
import type { CanonicalOrder } from '../../integrations/platforms/canonical-order';

/** The orders columns' sizes (001, 006): PostgreSQL refuses a longer value, SQLite would keep it. */
export const ORDER_COLUMN_LIMITS = {
  platformOrderId: 200,
  orderNumber: 50,
  customerName: 200,
  deliveryType: 50,
  timestamp: 30,
} as const;

/** The largest amount the integer column holds, in minor units. */
const MAX_AMOUNT_MINOR = 2_147_483_647;

/** Stored in place of a currency that is not an ISO 4217 code ("no currency"). */
const NO_CURRENCY = 'XXX';

const NUL = '\u0000';

/**
 * An id that fits a column of `limit` characters: as it is when it fits and holds no NUL, else its
 * first characters and a hash of the whole, so the same id always gives the same stored key (a
 * redelivery is still recognised) and two long ids sharing a prefix do not collide.
 */
export function storableKey(id: string, limit: number): string {
  if (id.length <= limit && !id.includes(NUL)) return id;
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 32);
  return `${id.replaceAll(NUL, '').slice(0, limit - hash.length - 1)}~${hash}`;
}

/** The platform order id as the orders table keeps it (every lookup by platform id goes through this). */
export const storablePlatformOrderId = (id: string): string =>
  storableKey(id, ORDER_COLUMN_LIMITS.platformOrderId);

/** An order that fits its columns, and what had to be changed to make it fit (empty when nothing). */
export interface StorableOrder {
  order: CanonicalOrder & { createdAt: string };
  problems: string[];
}

/**
 * Fits a platform's order to the orders table, so it is always kept: an over-long text is cut, a NUL
 * removed, an unknown currency or an out-of-range amount replaced. Each change is said in words, and
 * an order with any is stored Incorrect; its payload, kept whole, still holds what the platform sent.
 * An order without a creation time the platform gave is taken as created when it came (`receivedAt`).
 */
export function toStorableOrder(order: CanonicalOrder, receivedAt: string): StorableOrder {
  const problems: string[] = [...(order.unreadable ?? [])];

  const text = (value: string | null, limit: number, what: string): string | null => {
    if (value === null) return null;
    let fitted = value;
    if (fitted.includes(NUL)) {
      problems.push(`The ${what} contains a NUL character, removed here`);
      fitted = fitted.replaceAll(NUL, '');
    }
    // Counted as the database counts: characters, not UTF-16 units.
    const characters = [...fitted];
    if (characters.length > limit) {
      problems.push(`The ${what} is ${characters.length} characters long; only the first ${limit} are kept`);
      fitted = characters.slice(0, limit).join('');
    }
    return fitted;
  };

  const platformOrderId = storablePlatformOrderId(order.platformOrderId);
  if (platformOrderId !== order.platformOrderId)
    problems.push(
      `The platform's order id is ${order.platformOrderId.length} characters long or holds a NUL; it is kept shortened (the payload has it whole)`,
    );

  // A code in small letters is still the code; anything else is not one.
  let currency = /^[A-Za-z]{3}$/.test(order.currency) ? order.currency.toUpperCase() : order.currency;
  if (!/^[A-Z]{3}$/.test(currency)) {
    problems.push(`Unknown currency "${currency.replaceAll(NUL, '').slice(0, 20)}"`);
    currency = NO_CURRENCY;
  }

  let amount = order.amount;
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT_MINOR) {
    problems.push(`The total ${String(amount)} is out of range`);
    amount = 0;
  }

  const timestamp = (value: string | null, what: string): string | null => {
    if (value === null || (value.length <= ORDER_COLUMN_LIMITS.timestamp && !value.includes(NUL)))
      return value;
    problems.push(`The ${what} "${value.replaceAll(NUL, '').slice(0, 40)}" is not a time`);
    return null;
  };

  const { unreadable: _unreadable, ...sent } = order;
  const fitted: StorableOrder['order'] = {
    ...sent,
    platformOrderId,
    orderNumber: text(order.orderNumber, ORDER_COLUMN_LIMITS.orderNumber, 'order number'),
    customerName: text(order.customerName, ORDER_COLUMN_LIMITS.customerName, 'customer name'),
    deliveryType: text(order.deliveryType, ORDER_COLUMN_LIMITS.deliveryType, 'delivery type'),
    currency,
    amount,
    pickupAt: timestamp(order.pickupAt, 'pick-up time'),
    createdAt: timestamp(order.createdAt, 'creation time') ?? receivedAt,
  };
  return { order: fitted, problems };
}
