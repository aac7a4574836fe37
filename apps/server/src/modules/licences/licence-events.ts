import type {
  TLicenceEvent,
  TLicenceEventKind,
  TPlatformKind,
  TVenueSelfSettings,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import {
  LICENCE_DATE_COLUMNS,
  venueSelfSettingsOf,
  type VenueLicenceDates,
} from '../venues/venue-licence-dates';
import { findScopedVenue } from '../venues/venue-scope';

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
      created_at: nowIso(),
    })
    .execute();
}

/** A direct change of the venue's dates (an admin through the venue): one `changed` event, if any differ. */
export async function recordLicenceChange(
  db: Kysely<Database>,
  venueId: number,
  dates: { before: VenueLicenceDates; after: VenueLicenceDates },
  userId: number,
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
  });
}

function datesOf(json: string | null): TVenueSelfSettings | null {
  return json === null ? null : (JSON.parse(json) as TVenueSelfSettings);
}

export function platformsOf(text: string): TPlatformKind[] {
  return text === '' ? [] : (text.split(',') as TPlatformKind[]);
}

/** A venue's licence events, newest first; a venue outside the caller's scope is 404. */
export async function listLicenceEvents(
  ctx: AppContext,
  user: RequestUser,
  venueId: number,
): Promise<TLicenceEvent[]> {
  const db = ctx.db.kysely;
  if (!(await findScopedVenue(db, user, venueId))) throw AppError.notFound('Venue');
  const rows = await db
    .selectFrom('licence_events')
    .leftJoin('users', 'users.id', 'licence_events.user_id')
    .selectAll('licence_events')
    .select('users.user_name')
    .where('licence_events.venue_id', '=', venueId)
    .orderBy('licence_events.id', 'desc')
    .execute();
  return rows.map((row): TLicenceEvent => ({
    id: Number(row.id),
    venueId: row.venue_id,
    requestId: row.request_id,
    kind: row.kind as TLicenceEventKind,
    platforms: platformsOf(row.platforms),
    expiresAt: row.expires_at,
    before: datesOf(row.before_json),
    after: datesOf(row.after_json),
    note: row.note,
    userId: row.user_id,
    userName: row.user_name ?? null,
    createdAt: String(row.created_at),
  }));
}
