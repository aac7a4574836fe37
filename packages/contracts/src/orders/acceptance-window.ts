import type { TPlatformKind } from '../platforms/distributor-type';
import { OrderState, OrderStatus } from './order-status';

/**
 * How long each platform gives a venue to accept a new order before it cancels or escalates it, in
 * seconds (docs/platforms.md, "Acceptance windows"). Wolt: its docs' 3 minutes (§1.4). Bolt Food: 8
 * minutes, after which it rejects an unanswered order (its POS partners' manuals). Glovo and Fudy: 5
 * minutes, the longer window their tablets allow. The board colours each incoming order's wait against
 * its platform's, and the operations report counts an accept past it as late.
 */
export const ACCEPTANCE_WINDOW_SECONDS: Record<TPlatformKind, number> = {
  wolt: 180,
  bolt: 480,
  glovo: 300,
  fudy: 300,
};

/** ok: well within the window; soon: past half of it; late: the window has passed. */
export type WaitLevel = 'ok' | 'soon' | 'late';

export function acceptanceWindowSeconds(platform: string): number {
  return ACCEPTANCE_WINDOW_SECONDS[platform as TPlatformKind] ?? 180;
}

/** How an order's wait compares with its platform's acceptance window. */
export function waitLevel(platform: string, waitedSeconds: number): WaitLevel {
  const window = acceptanceWindowSeconds(platform);
  if (waitedSeconds >= window) return 'late';
  return waitedSeconds >= window / 2 ? 'soon' : 'ok';
}

/** Orders that wait for a person to accept them: their wait counts against the window. */
export function waitsForAcceptance(statusId: number): boolean {
  return statusId === OrderStatus.RECEIVED;
}

/** `m:ss` (or `h:mm:ss` past an hour) of a wait in seconds. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * What the board's new-order sound listens to: each incoming order, and again each incoming order whose
 * hand-over has failed (as its negated id), so an order that turns BAD rings again and keeps ringing until
 * someone looks: a person must force, retry or reject it before its platform's window runs out.
 */
export function incomingAlertKeys(
  orders: readonly { id: number; statusId: number; stateId: number }[],
): number[] {
  return orders.flatMap((o) => {
    if (!waitsForAcceptance(o.statusId)) return [];
    return o.stateId === OrderState.BAD ? [o.id, -o.id] : [o.id];
  });
}
