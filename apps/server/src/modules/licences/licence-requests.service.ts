import {
  Role,
  type TCreateLicRequest,
  type TLicRequest,
  type TListLicRequestsQuery,
  type TPaged,
  type TPlatformKind,
  type TUpdateLicRequest,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { LicencesDeps } from './licences-deps';
import { clockIso } from '../../clock';
import { toPage } from '../../db/paging';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import {
  readVenueLicenceDates,
  writeVenueLicenceDates,
  type VenueLicenceDates,
} from '../venues/venue-licence-dates';
import { publishVenue } from '../venues/venue-publish';
import { findScopedVenue } from '../venues/venue-scope';
import { recordLicenceEvent } from '../venues/venue-licence-events';
import { platformsOf } from './licence-events';
import { readLicenceSettings } from './licence-settings';
import { requestedExpiry } from './licence-request-period';
import {
  findScopedLicRequest,
  listLicRequestRows,
  toLicRequest,
  type LicRequestRow,
} from './licence-requests.repository';

const NOT_PENDING = 'Only a pending request can be changed';

export async function listLicRequests(
  ctx: LicencesDeps,
  user: RequestUser,
  query: TListLicRequestsQuery,
): Promise<TPaged<TLicRequest>> {
  const { rows, total } = await listLicRequestRows(ctx.db.kysely, user, query);
  return toPage(rows.map(toLicRequest), total, query);
}

async function scopedRequest(db: Kysely<Database>, user: RequestUser, id: number): Promise<LicRequestRow> {
  const row = await findScopedLicRequest(db, user, id);
  if (!row) throw AppError.notFound('Licence request');
  return row;
}

export async function getLicRequest(ctx: LicencesDeps, user: RequestUser, id: number): Promise<TLicRequest> {
  return toLicRequest(await scopedRequest(ctx.db.kysely, user, id));
}

/** A dealer changes or withdraws only their own requests; an admin any. */
function assertMayEdit(user: RequestUser, row: LicRequestRow): void {
  if (user.role !== Role.ADMIN && row.requested_by !== user.id) throw AppError.forbidden();
}

/**
 * Moves a pending request to its decision, made at `now`; the status condition makes a second,
 * concurrent decision find nothing to change (409).
 */
async function decide(
  trx: Kysely<Database>,
  id: number,
  set: { status: string; decided_by: number | null; auto_approved?: number; reject_reason?: string },
  now: string,
): Promise<void> {
  const result = await trx
    .updateTable('lic_requests')
    .set({ ...set, decided_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw AppError.conflict(NOT_PENDING, 'status');
}

/**
 * The dates an approval writes: the request's date on each of its platforms, except where the venue's
 * licence already runs later (an unlimited one included): an approval never shortens a licence.
 */
export function approvedDates(
  current: VenueLicenceDates,
  platforms: readonly TPlatformKind[],
  expiresAt: string,
): Partial<VenueLicenceDates> {
  const change: Partial<VenueLicenceDates> = {};
  for (const platform of platforms) {
    const now = current[platform];
    if (now === null || Date.parse(now) < Date.parse(expiresAt)) change[platform] = expiresAt;
  }
  return change;
}

/**
 * Gives the venue the request's expiry date on each of its platforms, in the caller's transaction:
 * the request turns approved at `now`, the venue's action log and licence events say so.
 */
async function applyApproval(
  trx: Kysely<Database>,
  request: { id: number; venueId: number; platforms: TPlatformKind[]; expiresAt: string },
  decidedBy: number | null,
  auto: boolean,
  now: string,
): Promise<void> {
  await decide(
    trx,
    request.id,
    { status: 'approved', decided_by: decidedBy, auto_approved: auto ? 1 : 0 },
    now,
  );
  const current = await readVenueLicenceDates(trx, request.venueId);
  const dates = await writeVenueLicenceDates(
    trx,
    request.venueId,
    approvedDates(current, request.platforms, request.expiresAt),
    now,
  );
  await writeAudit(trx, {
    userId: decidedBy,
    at: now,
    action: 'venue.licence',
    entity: 'venue',
    entityId: request.venueId,
    before: dates.before,
    after: dates.after,
  });
  await recordLicenceEvent(trx, {
    venueId: request.venueId,
    requestId: request.id,
    kind: 'approved',
    platforms: request.platforms,
    expiresAt: request.expiresAt,
    dates,
    userId: decidedBy,
    at: now,
  });
}

export async function createLicRequest(
  ctx: LicencesDeps,
  user: RequestUser,
  input: TCreateLicRequest & { unlimited: boolean },
): Promise<TLicRequest> {
  const db = ctx.db.kysely;
  if (!(await findScopedVenue(db, user, input.venueId))) throw AppError.notFound('Venue', 'venueId');
  const settings = await readLicenceSettings(db);
  const now = clockIso(ctx.clock);
  const expiresAt = requestedExpiry(
    { unlimited: input.unlimited, expiresAt: input.expiresAt },
    settings,
    user,
    new Date(now),
  );
  const auto = user.role === Role.DEALER && settings.autoApproveDealerIds.includes(user.id);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('lic_requests')
      .values({
        venue_id: input.venueId,
        platforms: input.platforms.join(','),
        expires_at: expiresAt,
        comment: input.comment ?? null,
        status: 'pending',
        requested_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'lic_request.create',
      entity: 'lic_request',
      entityId: row.id,
      after: {
        venueId: input.venueId,
        platforms: input.platforms,
        expiresAt,
        comment: input.comment ?? null,
      },
    });
    await recordLicenceEvent(trx, {
      venueId: input.venueId,
      requestId: row.id,
      kind: 'requested',
      platforms: input.platforms,
      expiresAt,
      note: input.comment ?? null,
      userId: user.id,
      at: now,
    });
    // An automatic approval is the system's, not the dealer's.
    if (auto) {
      await applyApproval(
        trx,
        { id: row.id, venueId: input.venueId, platforms: input.platforms, expiresAt },
        null,
        true,
        now,
      );
    }
    return row.id;
  });
  if (auto) await publishVenue(ctx, input.venueId);
  return getLicRequest(ctx, user, id);
}

export async function updateLicRequest(
  ctx: LicencesDeps,
  user: RequestUser,
  input: TUpdateLicRequest,
): Promise<TLicRequest> {
  const db = ctx.db.kysely;
  const current = await scopedRequest(db, user, input.id);
  assertMayEdit(user, current);
  if (current.status !== 'pending') throw AppError.conflict(NOT_PENDING, 'status');
  const settings = await readLicenceSettings(db);
  const now = clockIso(ctx.clock);
  const periodNamed = input.unlimited !== undefined || input.expiresAt !== undefined;
  const expiresAt = periodNamed
    ? requestedExpiry(
        { unlimited: input.unlimited ?? false, expiresAt: input.expiresAt },
        settings,
        user,
        new Date(now),
      )
    : current.expires_at;
  const platforms = input.platforms ?? platformsOf(current.platforms);
  const comment = input.comment === undefined ? current.comment : input.comment;
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('lic_requests')
      .set({ platforms: platforms.join(','), expires_at: expiresAt, comment, updated_at: now })
      .where('id', '=', current.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw AppError.conflict(NOT_PENDING, 'status');
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'lic_request.update',
      entity: 'lic_request',
      entityId: current.id,
      before: {
        platforms: platformsOf(current.platforms),
        expiresAt: current.expires_at,
        comment: current.comment,
      },
      after: { platforms, expiresAt, comment },
    });
    await recordLicenceEvent(trx, {
      venueId: current.venue_id,
      requestId: current.id,
      kind: 'updated',
      platforms,
      expiresAt,
      note: comment,
      userId: user.id,
      at: now,
    });
  });
  return getLicRequest(ctx, user, current.id);
}

/** Withdraws a pending request (`DELETE`): it stays listed as withdrawn. */
export async function withdrawLicRequest(ctx: LicencesDeps, user: RequestUser, id: number): Promise<void> {
  const db = ctx.db.kysely;
  const current = await scopedRequest(db, user, id);
  assertMayEdit(user, current);
  const now = clockIso(ctx.clock);
  await db.transaction().execute(async (trx) => {
    await decide(trx, current.id, { status: 'withdrawn', decided_by: user.id }, now);
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'lic_request.withdraw',
      entity: 'lic_request',
      entityId: current.id,
    });
    await recordLicenceEvent(trx, {
      venueId: current.venue_id,
      requestId: current.id,
      kind: 'withdrawn',
      platforms: platformsOf(current.platforms),
      expiresAt: current.expires_at,
      userId: user.id,
      at: now,
    });
  });
}

export async function approveLicRequest(
  ctx: LicencesDeps,
  user: RequestUser,
  id: number,
): Promise<TLicRequest> {
  const db = ctx.db.kysely;
  const current = await scopedRequest(db, user, id);
  if (current.status !== 'pending') throw AppError.conflict(NOT_PENDING, 'status');
  await db.transaction().execute((trx) =>
    applyApproval(
      trx,
      {
        id: current.id,
        venueId: current.venue_id,
        platforms: platformsOf(current.platforms),
        expiresAt: current.expires_at,
      },
      user.id,
      false,
      clockIso(ctx.clock),
    ),
  );
  await publishVenue(ctx, current.venue_id);
  return getLicRequest(ctx, user, current.id);
}

export async function rejectLicRequest(
  ctx: LicencesDeps,
  user: RequestUser,
  id: number,
  reason: string,
): Promise<TLicRequest> {
  const db = ctx.db.kysely;
  const current = await scopedRequest(db, user, id);
  if (current.status !== 'pending') throw AppError.conflict(NOT_PENDING, 'status');
  const now = clockIso(ctx.clock);
  await db.transaction().execute(async (trx) => {
    await decide(trx, current.id, { status: 'rejected', decided_by: user.id, reject_reason: reason }, now);
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'lic_request.reject',
      entity: 'lic_request',
      entityId: current.id,
      after: { reason },
    });
    await recordLicenceEvent(trx, {
      venueId: current.venue_id,
      requestId: current.id,
      kind: 'rejected',
      platforms: platformsOf(current.platforms),
      expiresAt: current.expires_at,
      note: reason,
      userId: user.id,
      at: now,
    });
  });
  return getLicRequest(ctx, user, current.id);
}
