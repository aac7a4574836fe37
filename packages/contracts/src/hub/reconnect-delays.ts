const FIRST_DELAY_MS = 1000;
const RATIO = 1.3;
const COUNT = 31;

/**
 * Hub reconnect schedule (docs/product.md §9): 1000 ms, then x1.3 each time, 31 values. Each value is
 * 1000 x 1.3^n rounded to the nearest millisecond (computed from the power, not by repeated
 * multiplication, so rounding never accumulates): 1000, 1300, 1690, 2197, 2856, ... 2619996.
 */
export const RECONNECT_DELAYS_MS: readonly number[] = Array.from({ length: COUNT }, (_, n) =>
  Math.round(FIRST_DELAY_MS * RATIO ** n),
);

/** Delay before reconnect attempt `attempt` (0-based); null once the schedule is used up. */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0) return null;
  return RECONNECT_DELAYS_MS[attempt] ?? null;
}
