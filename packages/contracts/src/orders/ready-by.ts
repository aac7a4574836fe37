import { OrderStatus } from './order-status';

/** ok: more than READY_SOON_MINUTES left; soon: less; late: the ready-by time has passed. */
export type ReadyByLevel = 'ok' | 'soon' | 'late';

/** Minutes before its ready-by time an Outgoing order turns amber. */
export const READY_SOON_MINUTES = 5;

export interface ReadyBy {
  /** ISO time the kitchen promised: accepted at (the kitchen's start) plus the cooking time. */
  at: string;
  level: ReadyByLevel;
}

/**
 * When an order in production (Outgoing) is to be ready, and how that compares with `nowMs`; null for
 * any other status or an order without an accept time or a cooking time (e.g. one accepted on the
 * platform's own tablet).
 */
export function readyByOf(
  order: { statusId: number; acceptedAt?: string | null | undefined; adjustedTimeInMinutes: number | null },
  nowMs: number,
): ReadyBy | null {
  if (order.statusId !== OrderStatus.PRODUCTION) return null;
  if (!order.acceptedAt || order.adjustedTimeInMinutes === null) return null;
  const start = Date.parse(order.acceptedAt);
  if (Number.isNaN(start)) return null;
  const at = start + order.adjustedTimeInMinutes * 60_000;
  const left = at - nowMs;
  const level: ReadyByLevel = left < 0 ? 'late' : left < READY_SOON_MINUTES * 60_000 ? 'soon' : 'ok';
  return { at: new Date(at).toISOString(), level };
}
