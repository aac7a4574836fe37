import type {
  TLicenceEvent,
  TLicenceEventKind,
  TPlatformKind,
  TVenueSelfSettings,
} from '@orderdesk/contracts';
import type { LicencesDeps } from './licences-deps';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { findScopedVenue } from '../venues/venue-scope';

function datesOf(json: string | null): TVenueSelfSettings | null {
  return json === null ? null : (JSON.parse(json) as TVenueSelfSettings);
}

export function platformsOf(text: string): TPlatformKind[] {
  return text === '' ? [] : (text.split(',') as TPlatformKind[]);
}

/** A venue's licence events, newest first; a venue outside the caller's scope is 404. */
export async function listLicenceEvents(
  ctx: LicencesDeps,
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
