import type { TPlatformKind, TVenueSelfSettings } from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database, VenuesTable } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The column of each platform's licence expiry date. */
export const LICENCE_DATE_COLUMNS = {
  wolt: 'wolt_expires_at',
  bolt: 'bolt_expires_at',
  fudy: 'fudy_expires_at',
  glovo: 'glovo_expires_at',
} as const satisfies Record<TPlatformKind, keyof VenuesTable>;

/** Expiry date per platform; null = none assigned. 2100-01-01T00:00:00Z stands for unlimited. */
export type VenueLicenceDates = Record<TPlatformKind, string | null>;

type LicenceColumns = Pick<VenuesTable, (typeof LICENCE_DATE_COLUMNS)[TPlatformKind]>;

export function licenceDatesOf(row: LicenceColumns): VenueLicenceDates {
  return {
    wolt: row.wolt_expires_at,
    bolt: row.bolt_expires_at,
    fudy: row.fudy_expires_at,
    glovo: row.glovo_expires_at,
  };
}

/** Spec §3's `venueSelfSettings`. */
export function venueSelfSettingsOf(dates: VenueLicenceDates): TVenueSelfSettings {
  return {
    woltExpiredDateUtc: dates.wolt,
    boltExpiredDateUtc: dates.bolt,
    fudyExpiredDateUtc: dates.fudy,
    glovoExpiredDateUtc: dates.glovo,
  };
}

/** A licence is valid while its expiry date lies in the future. */
export function isLicensed(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) > now.getTime();
}

/** Stored as ISO-8601 UTC text, so both engines compare and read the same value. */
function normalised(value: string | null): string | null {
  if (value === null) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw AppError.badRequest('Enter a date and time', 'venueSelfSettings');
  return new Date(time).toISOString();
}

/**
 * Reads a venue's four licence dates. Pass the transaction that will change them, so a
 * read-modify-write (approving a licence request that extends one) sees the current values.
 */
export async function readVenueLicenceDates(
  db: Kysely<Database>,
  venueId: number,
): Promise<VenueLicenceDates> {
  const row = await db
    .selectFrom('venues')
    .select(['wolt_expires_at', 'bolt_expires_at', 'fudy_expires_at', 'glovo_expires_at'])
    .where('id', '=', venueId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Venue');
  return licenceDatesOf(row);
}

/**
 * Sets the given platforms' expiry dates (others unchanged) at `now` inside the caller's transaction
 * and returns the dates before and after. The caller writes its audit entry and publishes the venue
 * after commit.
 */
export async function writeVenueLicenceDates(
  trx: Kysely<Database>,
  venueId: number,
  changes: Partial<VenueLicenceDates>,
  now: string,
): Promise<{ before: VenueLicenceDates; after: VenueLicenceDates }> {
  const before = await readVenueLicenceDates(trx, venueId);
  const set: Updateable<VenuesTable> = {};
  for (const [platform, value] of Object.entries(changes) as [TPlatformKind, string | null | undefined][]) {
    if (value === undefined) continue;
    set[LICENCE_DATE_COLUMNS[platform]] = normalised(value);
  }
  if (Object.keys(set).length > 0) {
    await trx
      .updateTable('venues')
      .set({ ...set, updated_at: now })
      .where('id', '=', venueId)
      .execute();
  }
  return { before, after: await readVenueLicenceDates(trx, venueId) };
}
