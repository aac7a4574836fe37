import { OrderStatus } from './order-status';
import type { TOrderTicket } from './order-ticket';

/** What the pre-order rule reads of an order. */
export interface PreorderTimesSource {
  statusId?: number;
  ticket?: Pick<TOrderTicket, 'dueAt'> | null;
  /** The cooking time agreed at accept (or set by Edit); null before. */
  adjustedTimeInMinutes: number | null;
}

/** A due time less a cooking time, ISO; null when the due time is not a time. */
export function cookingStartOf(dueAt: string, cookingMinutes: number): string | null {
  const due = Date.parse(dueAt);
  if (Number.isNaN(due)) return null;
  return new Date(due - cookingMinutes * 60_000).toISOString();
}

/** The cooking time a pre-order is planned with: the agreed one, else the venue's default. */
export function preorderCookingMinutes(order: PreorderTimesSource, defaultCookingMinutes: number): number {
  return order.adjustedTimeInMinutes ?? defaultCookingMinutes;
}

/**
 * When the kitchen is to start cooking a pre-order: its due time less its cooking time (the agreed one,
 * else the venue's default). Null for an order wanted now.
 */
export function preorderCookingStart(
  order: PreorderTimesSource,
  defaultCookingMinutes: number,
): string | null {
  const dueAt = order.ticket?.dueAt;
  if (!dueAt) return null;
  return cookingStartOf(dueAt, preorderCookingMinutes(order, defaultCookingMinutes));
}

/** Statuses in which a pre-order is still waiting for the kitchen to start it. */
const WAITING_TO_START: readonly number[] = [OrderStatus.PREORDER, OrderStatus.RECEIVED];

/**
 * A pre-order whose start-cooking time has come while nobody has started it yet (still a pre-order, or
 * released to Incoming and not accepted): the board asks for attention.
 */
export function isPreorderStartDue(
  order: PreorderTimesSource & { statusId: number },
  defaultCookingMinutes: number,
  nowMs: number,
): boolean {
  if (!WAITING_TO_START.includes(order.statusId)) return false;
  const start = preorderCookingStart(order, defaultCookingMinutes);
  return start !== null && Date.parse(start) <= nowMs;
}
