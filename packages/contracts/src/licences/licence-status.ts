import { UNLIMITED_LICENCE_DATE } from './licences';

/**
 * The state of one platform's licence in the licence report:
 * - `unlimited`: the expiry date is 2100-01-01T00:00:00Z (docs/product.md §9);
 * - `active`: it lies further ahead than the settings' "expiring soon" window;
 * - `expiring`: it lies ahead, within that window;
 * - `expired`: it has passed;
 * - `notAssigned`: the venue has no date for that platform.
 */
export const LICENCE_STATUSES = ['active', 'expiring', 'expired', 'notAssigned', 'unlimited'] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const UNLIMITED_TIME = Date.parse(UNLIMITED_LICENCE_DATE);

/** Whether a date stands for an unlimited licence (any spelling of 2100-01-01T00:00:00Z). */
export function isUnlimitedLicence(expiresAt: string | null | undefined): boolean {
  return typeof expiresAt === 'string' && Date.parse(expiresAt) === UNLIMITED_TIME;
}

export function licenceStatusOf(
  expiresAt: string | null | undefined,
  now: Date,
  expiringWithinDays: number,
): TLicenceStatus {
  if (expiresAt === null || expiresAt === undefined || expiresAt === '') return 'notAssigned';
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) return 'notAssigned';
  if (time === UNLIMITED_TIME) return 'unlimited';
  if (time <= now.getTime()) return 'expired';
  return time - now.getTime() <= expiringWithinDays * DAY_MS ? 'expiring' : 'active';
}
