import type { TLicenceEventKind, TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LICENCE_DATE_COLUMNS, venueSelfSettingsOf, type VenueLicenceDates } from './venue-licence-dates';

/*
 * The venue's licence log (`licence_events`), written in the transaction that changes the dates: an
 * admin's change through the venue here, a licence request's approval in modules/licences, which also
 * reads the log for its screen.
 */

export interface LicenceEventEntry {
  venueId: number;
  requestId?: number | null;
  kind: TLicenceEventKind;
  platforms: readonly TPlatformKind[];
  expiresAt?: string | null;
  /** The venue's dates around a change (approved, changed). */
  dates?: { before: VenueLicenceDates; after: VenueLicenceDates };
  note?: string | null;
  /** null for the system (an automatic approval). */
  userId: number | null;
  /** When (ISO-8601 UTC, read from the app's clock). */
  at: string;
}

/** Platforms whose date differs between before and after. */
export function changedPlatforms(before: VenueLicenceDates, after: VenueLicenceDates): TPlatformKind[] {
  return (Object.keys(LICENCE_DATE_COLUMNS) as TPlatformKind[]).filter((p) => before[p] !== after[p]);
}

/** Records a licence event; call it inside the transaction that makes the change. */
export async function recordLicenceEvent(db: Kysely<Database>, entry: LicenceEventEntry): Promise<void> {
  await db
    .insertInto('licence_events')
    .values({
      venue_id: entry.venueId,
      request_id: entry.requestId ?? null,
      kind: entry.kind,
      platforms: entry.platforms.join(','),
      expires_at: entry.expiresAt ?? null,
      before_json: entry.dates ? JSON.stringify(venueSelfSettingsOf(entry.dates.before)) : null,
      after_json: entry.dates ? JSON.stringify(venueSelfSettingsOf(entry.dates.after)) : null,
      note: entry.note ?? null,
      user_id: entry.userId,
      created_at: entry.at,
    })
    .execute();
}

/**
 * A direct change of the venue's dates (an admin through the venue) at `at`: one `changed` event, if
 * any differ.
 */
export async function recordLicenceChange(
  db: Kysely<Database>,
  venueId: number,
  dates: { before: VenueLicenceDates; after: VenueLicenceDates },
  userId: number,
  at: string,
): Promise<void> {
  const platforms = changedPlatforms(dates.before, dates.after);
  if (platforms.length === 0) return;
  const expiries = new Set(platforms.map((p) => dates.after[p]));
  await recordLicenceEvent(db, {
    venueId,
    kind: 'changed',
    platforms,
    expiresAt: expiries.size === 1 ? [...expiries][0] : null,
    dates,
    userId,
    at,
  });
}
