import type { TPlatformKind } from '../platforms/distributor-type';

/** What each platform's API lets us do with an order (PLATFORMS.md §6); the board reads it too. */
export const PLATFORM_ORDER_CAPABILITIES: Record<TPlatformKind, { canReject: boolean }> = {
  wolt: { canReject: true },
  bolt: { canReject: true },
  fudy: { canReject: true },
  // Glovo cancels only through its support (PLATFORMS.md §2.3).
  glovo: { canReject: false },
};

export const NO_REJECT_API_MESSAGE =
  'Glovo has no reject call: ask Glovo support to cancel the order, then mark it rejected here';

export function platformCanReject(platform: string): boolean {
  return PLATFORM_ORDER_CAPABILITIES[platform as TPlatformKind]?.canReject ?? true;
}
