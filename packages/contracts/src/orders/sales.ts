import { OrderStatus, type TOrderStatus } from './order-status';

/** Statuses left out of sales figures (docs/product.md §9): received, rejected, refunded. */
export const SALES_EXCLUDED_STATUSES: readonly TOrderStatus[] = [
  OrderStatus.RECEIVED,
  OrderStatus.REJECTED,
  OrderStatus.REFUNDED,
];

export function isCountedInSales(statusId: number): boolean {
  return !(SALES_EXCLUDED_STATUSES as readonly number[]).includes(statusId);
}

type Payload = Record<string, unknown> | null | undefined;

export interface OrderPayloads {
  woltOrder?: Payload;
  glovoOrder?: Payload;
  boltOrder?: Payload;
  fudyOrder?: Payload;
}

/**
 * The order total for display, in major units, read from the platform's own payload (docs/product.md §3, §9):
 * - Wolt: `price.amount`, else `basket_price.total.amount`; cents, divided by 100.
 * - Glovo: `partner_discounted_products_total` when present (the total after the venue's own
 *   discounts, which Glovo sends only when there are some), else `price.amount`; cents, divided by 100.
 *   Glovo's webhook itself carries the undiscounted total as `estimated_total_price`, so that is the
 *   last fallback.
 * - Bolt: `total_order_price.value`, used as given.
 * - Fudy (our connector contract, which sets money in minor units): `total.amount`, divided by 100.
 * Payloads are read defensively: numeric strings are accepted, anything else is skipped.
 * Returns null when no payload holds an amount.
 */
export function displayAmount(order: OrderPayloads): number | null {
  const wolt = firstNumber(order.woltOrder, ['price', 'amount'], ['basket_price', 'total', 'amount']);
  if (wolt !== null) return wolt / 100;
  const glovo = firstNumber(
    order.glovoOrder,
    ['partner_discounted_products_total'],
    ['price', 'amount'],
    ['estimated_total_price'],
  );
  if (glovo !== null) return glovo / 100;
  const bolt = firstNumber(order.boltOrder, ['total_order_price', 'value']);
  if (bolt !== null) return bolt;
  const fudy = firstNumber(order.fudyOrder, ['total', 'amount']);
  return fudy === null ? null : fudy / 100;
}

function firstNumber(payload: Payload, ...paths: string[][]): number | null {
  if (!payload) return null;
  for (const path of paths) {
    const value = toNumber(readPath(payload, path));
    if (value !== null) return value;
  }
  return null;
}

function readPath(payload: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = payload;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
