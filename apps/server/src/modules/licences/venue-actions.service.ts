import type { TVenueAction } from '@orderdesk/contracts';
import type { LicencesDeps } from './licences-deps';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { findScopedVenue } from '../venues/venue-scope';

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/** The audit log's entries about one venue the caller reaches (404 for any other), newest first. */
export async function listVenueActions(
  ctx: LicencesDeps,
  user: RequestUser,
  venueId: number,
): Promise<TVenueAction[]> {
  const db = ctx.db.kysely;
  if (!(await findScopedVenue(db, user, venueId))) throw AppError.notFound('Venue');
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.user_id',
      'users.user_name',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.created_at',
    ])
    .where('audit_log.entity', '=', 'venue')
    .where('audit_log.entity_id', '=', String(venueId))
    .orderBy('audit_log.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    userId: row.user_id,
    userName: row.user_name ?? null,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    createdAt: String(row.created_at),
  }));
}
