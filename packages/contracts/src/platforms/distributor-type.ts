/** The delivery platforms ("distributors"), numbered in the spec's order of kinds. */
export const DistributorType = { WOLT: 1, BOLT: 2, FUDY: 3, GLOVO: 4 } as const;
export type TDistributorType = (typeof DistributorType)[keyof typeof DistributorType];

export const PLATFORM_KINDS = ['wolt', 'bolt', 'fudy', 'glovo'] as const;
export type TPlatformKind = (typeof PLATFORM_KINDS)[number];

export const PLATFORM_BY_DISTRIBUTOR: Record<TDistributorType, TPlatformKind> = {
  1: 'wolt',
  2: 'bolt',
  3: 'fudy',
  4: 'glovo',
};

export const PLATFORM_DISPLAY_NAMES: Record<TPlatformKind, string> = {
  wolt: 'Wolt',
  bolt: 'Bolt',
  fudy: 'Fudy',
  glovo: 'Glovo',
};
