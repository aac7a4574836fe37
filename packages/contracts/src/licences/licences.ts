/** Expiry date that stands for an unlimited licence (docs/product.md §9). */
export const UNLIMITED_LICENCE_DATE = '2100-01-01T00:00:00Z';

/** Per platform: its display name and the venue fields its licence check reads (docs/product.md §3, §5). */
export const LICENCE_PLATFORMS = [
  {
    name: 'Wolt',
    settingsKey: 'woltSettings',
    licensedKey: 'isWoltLicensed',
    expiryKey: 'woltExpiredDateUtc',
  },
  {
    name: 'Bolt',
    settingsKey: 'boltSettings',
    licensedKey: 'isBoltLicensed',
    expiryKey: 'boltExpiredDateUtc',
  },
  {
    name: 'Fudy',
    settingsKey: 'fudySettings',
    licensedKey: 'isFudyLicensed',
    expiryKey: 'fudyExpiredDateUtc',
  },
  {
    name: 'Glovo',
    settingsKey: 'glovoSettings',
    licensedKey: 'isGlovoLicensed',
    expiryKey: 'glovoExpiredDateUtc',
  },
] as const;

type LicencePlatform = (typeof LICENCE_PLATFORMS)[number];
type PlatformSettings = readonly { isEnabled?: boolean | null }[] | null | undefined;

/** The venue fields the licence check reads; everything is optional so a partly loaded venue is fine. */
export type LicenceVenue = { venueSelfSettings?: Record<string, unknown> | null } & {
  [K in LicencePlatform['settingsKey']]?: PlatformSettings;
} & { [K in LicencePlatform['licensedKey']]?: boolean | null };

export interface LicenceCheckResult {
  /** Names of enabled platforms without a licence. */
  expired: string[];
  /** Names of enabled platforms without an expiry date. */
  notAssigned: string[];
}

/**
 * Spec §5, per platform: enabled = any of its settings has isEnabled. An enabled platform whose
 * venueSelfSettings hold no expiry date is not assigned; otherwise one that is not licensed is
 * expired. A platform is in one list only: no date wins, as a cleared date also clears the licence.
 * A key present with null or an empty string counts as no date.
 */
export function checkLicences(venue: LicenceVenue): LicenceCheckResult {
  const result: LicenceCheckResult = { expired: [], notAssigned: [] };
  const own = venue.venueSelfSettings ?? {};
  for (const p of LICENCE_PLATFORMS) {
    const enabled = (venue[p.settingsKey] ?? []).some((s) => s.isEnabled === true);
    if (!enabled) continue;
    const expiry = own[p.expiryKey];
    if (expiry === undefined || expiry === null || expiry === '') result.notAssigned.push(p.name);
    else if (venue[p.licensedKey] !== true) result.expired.push(p.name);
  }
  return result;
}

/** Texts of the licence toasts (docs/product.md §8), expired first; names joined by ', '. */
export function licenceToastMessages(result: LicenceCheckResult): string[] {
  const messages: string[] = [];
  if (result.expired.length === 1) messages.push(`${result.expired[0]} license is expired!`);
  if (result.expired.length > 1) messages.push(`${result.expired.join(', ')} licenses are expired!`);
  if (result.notAssigned.length === 1) messages.push(`${result.notAssigned[0]} license is not assigned!`);
  if (result.notAssigned.length > 1)
    messages.push(`${result.notAssigned.join(', ')} licenses are not assigned!`);
  return messages;
}

/** Warnings show only where alerts are allowed (not on login) and the show-expiry-message flag is on. */
export function shouldShowLicenceWarnings(flags: {
  alertsAllowed: boolean;
  showExpiryMessage: boolean;
}): boolean {
  return flags.alertsAllowed && flags.showExpiryMessage;
}
