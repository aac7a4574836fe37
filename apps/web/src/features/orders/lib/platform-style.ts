import type { TPlatformKind } from '@orderdesk/contracts';

/** Brand colours of the delivery platforms, for their chips on order cards. */
export const PLATFORM_COLORS: Record<TPlatformKind, { bg: string; fg: string }> = {
  wolt: { bg: '#009DE0', fg: '#FFFFFF' },
  bolt: { bg: '#34D186', fg: '#0B3D26' },
  glovo: { bg: '#FFC244', fg: '#3D2C00' },
  fudy: { bg: '#FF6B3D', fg: '#FFFFFF' },
};
