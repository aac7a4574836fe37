/**
 * What a refusal of r_keeper 7 means for the hand-over, by its number (`RK7ErrorN`, or `UCSERR(n)` in
 * its text) and, for refusals that carry none, by its `Status` or words (docs/rkeeper.md, "Refusals
 * by number"). One table for the server (how often it tries again) and the board (what the staff are
 * told to do in r_keeper, in the words of i18n key `orders.rkError.<advice>`).
 *
 * - `transient`: r_keeper is busy for a moment (the common shift closing, the order open on a till):
 *   tried again on the usual back-off, and the order is not marked failed for the first tries.
 * - `staff`: only someone at the till can put it right (close the common shift, a closed visit, the
 *   licence): the order is marked failed with what to do, and tried again every ten minutes.
 * - `configuration`: the request itself is refused (a fault of our request or of the venue's settings):
 *   shown once and not tried again until a person presses Retry.
 */
export type Rk7ErrorPolicy = 'transient' | 'staff' | 'configuration';

export interface Rk7ErrorRule {
  policy: Rk7ErrorPolicy;
  /** The advice's i18n key under `orders.rkError`. */
  advice: string;
}

export const RK7_ERRORS: Readonly<Record<number, Rk7ErrorRule>> = {
  /** Common shift is closing: every request fails for a while. */
  2172: { policy: 'transient', advice: 'shiftClosing' },
  /** The order is locked by another station (open on a till). */
  2219: { policy: 'transient', advice: 'orderLocked' },
  /** Common shift open too long: no new orders until it is closed. */
  2133: { policy: 'staff', advice: 'shiftTooLong' },
  /** The visit is closed. */
  2128: { policy: 'staff', advice: 'visitClosed' },
  /** Guest count cannot be zero. */
  3444: { policy: 'configuration', advice: 'guestCount' },
  /** PayOrder's sum is less than the check's unpaid sum. */
  3373: { policy: 'configuration', advice: 'paySum' },
};

/** Statuses r_keeper answers a request it cannot read or carry out as asked (5.5a): never retried. */
const REQUEST_REFUSED = [
  'Query Parse Error',
  'Query Syntax Error',
  'Bad Query Parameters',
  'Unknown command',
];

/** The rule for a refusal; null for one the table does not know (tried again on the usual back-off). */
export function rk7ErrorRule(refusal: {
  number: number | null;
  status: string | null;
  text: string;
}): Rk7ErrorRule | null {
  if (refusal.number !== null && RK7_ERRORS[refusal.number]) return RK7_ERRORS[refusal.number]!;
  if (refusal.status && REQUEST_REFUSED.some((s) => s.toLowerCase() === refusal.status!.toLowerCase()))
    return { policy: 'configuration', advice: 'requestRefused' };
  if (/licen[cs]e|лиценз/i.test(refusal.text)) return { policy: 'staff', advice: 'licence' };
  return null;
}

/** How the server writes a known refusal into the order's POS error: r_keeper's words, then the mark. */
export function rk7ErrorText(words: string, rule: Rk7ErrorRule): string {
  return `${words} [r_keeper: ${rule.advice}]`;
}

/** The advice key and r_keeper's own words of a POS error written by `rk7ErrorText`; null otherwise. */
export function rk7ErrorOfText(posError: string): { advice: string; words: string } | null {
  const match = /^([\s\S]*) \[r_keeper: (\w+)\]$/.exec(posError);
  return match ? { words: match[1]!, advice: match[2]! } : null;
}
