import type { TPlatformKind } from '@orderdesk/contracts';

/**
 * Brand colours of the delivery platforms, for their chips on order cards. The platform is known at a
 * glance by its colour, so the chip keeps it and its text is dark: white on Wolt's blue or Fudy's orange
 * reaches only 3:1, the dark text 5.2:1 or more (WCAG asks 4.5:1).
 */
export const PLATFORM_COLORS: Record<TPlatformKind, { bg: string; fg: string }> = {
  wolt: { bg: '#009DE0', fg: '#1B2230' },
  bolt: { bg: '#34D186', fg: '#0B3D26' },
  glovo: { bg: '#FFC244', fg: '#3D2C00' },
  fudy: { bg: '#FF6B3D', fg: '#1B2230' },
};
