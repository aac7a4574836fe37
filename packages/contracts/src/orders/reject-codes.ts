import type { TPlatformKind } from '../platforms/distributor-type';

/**
 * The reasons a person picks when rejecting an order, the most common one (a sold-out dish) first.
 * Wolt takes them as its own reason codes; the other platforms hear the reason's text (docs/platforms.md).
 */
export const REJECT_REASON_CODES = ['ITEMS_UNAVAILABLE', 'VENUE_CLOSING_SOON', 'GENERIC'] as const;
export type TRejectReasonCode = (typeof REJECT_REASON_CODES)[number];

/** What a platform is told for a picked reason when no text was written (the platforms read English). */
export const REJECT_REASON_TEXTS: Readonly<Record<TRejectReasonCode, string>> = {
  ITEMS_UNAVAILABLE: 'Some items are unavailable',
  VENUE_CLOSING_SOON: 'The venue is closing soon',
  GENERIC: 'The venue cannot take this order',
};

/** A platform's own reject codes, sent beside the text: Wolt's; Bolt Food and Fudy take text only; Glovo has no reject call. */
export const PLATFORM_REJECT_CODES: Readonly<Record<TPlatformKind, readonly TRejectReasonCode[]>> = {
  wolt: REJECT_REASON_CODES,
  glovo: [],
  bolt: [],
  fudy: [],
};

/** The platform's reject codes; none for an unknown platform. */
export function rejectCodesOf(platform: string): readonly string[] {
  return (PLATFORM_REJECT_CODES as Readonly<Record<string, readonly string[]>>)[platform] ?? [];
}

export function isRejectReasonCode(code: string): code is TRejectReasonCode {
  return (REJECT_REASON_CODES as readonly string[]).includes(code);
}

/** The text the platform is told and the order keeps: what was written, else the picked reason's text. */
export function rejectReasonText(
  code: string | undefined | null,
  written: string | undefined | null,
): string {
  const text = written?.trim();
  if (text) return text;
  return code && isRejectReasonCode(code) ? REJECT_REASON_TEXTS[code] : REJECT_REASON_TEXTS.GENERIC;
}

/** The picked reason as the platform's own code, where the platform takes codes; otherwise only the text goes. */
export function platformRejectCode(platform: string, code: string | undefined | null): string | undefined {
  return code && rejectCodesOf(platform).includes(code) ? code : undefined;
}
