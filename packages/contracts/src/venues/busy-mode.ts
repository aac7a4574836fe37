// Busy mode's rules, without schemas (the board's first screen loads no zod): busy-mode.schema.ts.

/** Minutes busy mode adds to the cooking time of new orders (one tap each on the board). */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
/** How long busy mode lasts before it ends by itself. */
export const BUSY_PERIOD_MINUTES = [30, 60, 90] as const;
/** How long the board's one-tap pause closes every platform (through the venue's timed pause). */
export const BUSY_PAUSE_MINUTES = [15, 30, 60] as const;

/** A venue's busy mode while it lasts: `extraMinutes` added to new orders until `until` (ISO UTC). */
export interface TBusyMode {
  extraMinutes: number;
  until: string;
}

/** Busy mode as it applies at `now`: null once its time has passed. */
export function activeBusyMode(busy: TBusyMode | null | undefined, now: number): TBusyMode | null {
  return busy && Date.parse(busy.until) > now ? busy : null;
}

/**
 * The cooking time a new order starts from: the venue's default, plus busy mode's minutes while it
 * lasts, never above the venue's maximum (the accept itself refuses more).
 */
export function newOrderCookingMinutes(
  venue: { defaultCookingTimeInMinutes: number; maxCookingTimeInMinutes: number },
  busy: TBusyMode | null | undefined,
  now: number,
): number {
  const extra = activeBusyMode(busy, now)?.extraMinutes ?? 0;
  return Math.min(venue.defaultCookingTimeInMinutes + extra, venue.maxCookingTimeInMinutes);
}
