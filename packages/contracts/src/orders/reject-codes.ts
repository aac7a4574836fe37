import type { TPlatformKind } from '../platforms/distributor-type';

/**
 * A platform's own reasons for declining an order, sent beside the text the operator types
 * (docs/platforms.md). Wolt takes `code` on its reject call; Bolt Food and Fudy take the text only;
 * Glovo has no reject call at all.
 */
export const PLATFORM_REJECT_CODES: Readonly<Record<TPlatformKind, readonly string[]>> = {
  wolt: ['ITEMS_UNAVAILABLE', 'VENUE_CLOSING_SOON', 'GENERIC'],
  glovo: [],
  bolt: [],
  fudy: [],
};

/** The platform's reject codes, the most common reason (a sold-out dish) first; none for an unknown platform. */
export function rejectCodesOf(platform: string): readonly string[] {
  return (PLATFORM_REJECT_CODES as Readonly<Record<string, readonly string[]>>)[platform] ?? [];
}

/** Why a reject code cannot go to this platform (the server's 400), or null when it can or none is given. */
export function rejectCodeRefusal(platform: string, code: string | undefined): string | null {
  if (code === undefined) return null;
  const codes = rejectCodesOf(platform);
  if (codes.length === 0) return 'This platform takes no reject code: give the reason as text';
  return codes.includes(code) ? null : `The reject code must be one of ${codes.join(', ')}`;
}
