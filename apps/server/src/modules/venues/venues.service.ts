import {
  DEFAULT_ABOVE_MAX_MESSAGE,
  type TCreateVenueRequest,
  type TListVenuesQuery,
  type TPaged,
  type TUpdateVenueRequest,
  type TVenue,
  type TVenueListItem,
} from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { toPage } from '../../db/paging';
import type { Database, VenuesTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { assertAreaInScope } from '../areas/area-scope';
import { writeAudit } from '../audit/audit';
import { findScopedVenueGroup } from '../venue-groups/venue-group-scope';
import {
  deleteVenue,
  findScopedVenueDetail,
  findVenueDetail,
  insertVenue,
  isVenueInUse,
  listVenueRows,
  toVenue,
  toVenueListItem,
  updateVenue,
  type VenueDetailRow,
} from './venues.repository';

const GROUP_IN_OTHER_AREA = 'The venue group belongs to another area';

export async function listVenues(
  ctx: AppContext,
  user: RequestUser,
  query: TListVenuesQuery,
): Promise<TPaged<TVenueListItem>> {
  const { rows, total } = await listVenueRows(ctx.db.kysely, user, query);
  return toPage(rows.map(toVenueListItem), total, query);
}

/** A venue the caller reaches; one outside their scope is "not found", like one that does not exist. */
async function scopedVenue(db: Kysely<Database>, user: RequestUser, id: number): Promise<VenueDetailRow> {
  const row = await findScopedVenueDetail(db, user, id);
  if (!row) throw AppError.notFound('Venue');
  return row;
}

export async function getVenue(ctx: AppContext, user: RequestUser, id: number): Promise<TVenue> {
  return toVenue(await scopedVenue(ctx.db.kysely, user, id));
}

/**
 * A venue's group lies in the venue's area (400 on `venueGroupId` otherwise). A group the request
 * names must be one the caller reaches (404 otherwise); the venue's current group is only re-checked
 * against a new area.
 */
async function assertGroupFitsArea(
  db: Kysely<Database>,
  user: RequestUser,
  group: { id: number | null; named: boolean },
  areaId: number | null,
): Promise<void> {
  if (group.id === null) return;
  const row = group.named
    ? await findScopedVenueGroup(db, user, group.id)
    : await db.selectFrom('venue_groups').selectAll().where('id', '=', group.id).executeTakeFirst();
  if (!row) throw AppError.notFound('Venue group', 'venueGroupId');
  if (row.area_id !== areaId) throw AppError.badRequest(GROUP_IN_OTHER_AREA, 'venueGroupId');
}

/** The venue with its names, read inside the transaction that wrote it. */
async function readBack(db: Kysely<Database>, id: number): Promise<TVenue> {
  const row = await findVenueDetail(db, id);
  if (!row) throw AppError.notFound('Venue');
  return toVenue(row);
}

export async function createVenue(
  ctx: AppContext,
  user: RequestUser,
  input: Required<TCreateVenueRequest>,
): Promise<TVenue> {
  const db = ctx.db.kysely;
  await assertAreaInScope(db, user, input.areaId);
  await assertGroupFitsArea(db, user, { id: input.venueGroupId, named: true }, input.areaId);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const id = await insertVenue(trx, {
      name: input.name,
      area_id: input.areaId,
      venue_group_id: input.venueGroupId,
      is_online: 1,
      time_zone_id: input.timeZoneId,
      max_cooking_time_minutes: input.maxCookingTimeInMinutes,
      default_cooking_time_minutes: input.defaultCookingTimeInMinutes,
      created_at: now,
      updated_at: now,
    });
    const after = await readBack(trx, id);
    await writeAudit(trx, { userId: user.id, action: 'venue.create', entity: 'venue', entityId: id, after });
    return after;
  });
}

function changesOf(input: TUpdateVenueRequest): Updateable<VenuesTable> {
  const changes: Updateable<VenuesTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.areaId !== undefined) changes.area_id = input.areaId;
  if (input.venueGroupId !== undefined) changes.venue_group_id = input.venueGroupId;
  if (input.timeZoneId !== undefined) changes.time_zone_id = input.timeZoneId;
  if (input.maxCookingTimeInMinutes !== undefined)
    changes.max_cooking_time_minutes = input.maxCookingTimeInMinutes;
  if (input.defaultCookingTimeInMinutes !== undefined)
    changes.default_cooking_time_minutes = input.defaultCookingTimeInMinutes;
  return changes;
}

export async function updateVenueById(
  ctx: AppContext,
  user: RequestUser,
  input: TUpdateVenueRequest,
): Promise<TVenue> {
  const db = ctx.db.kysely;
  const current = await scopedVenue(db, user, input.id);
  if (input.areaId !== undefined) await assertAreaInScope(db, user, input.areaId);
  if (input.areaId !== undefined || input.venueGroupId !== undefined) {
    const named = input.venueGroupId !== undefined;
    const groupId = named ? (input.venueGroupId ?? null) : current.venue_group_id;
    await assertGroupFitsArea(db, user, { id: groupId, named }, input.areaId ?? current.area_id);
  }
  const max = input.maxCookingTimeInMinutes ?? current.max_cooking_time_minutes;
  if ((input.defaultCookingTimeInMinutes ?? current.default_cooking_time_minutes) > max) {
    throw AppError.badRequest(DEFAULT_ABOVE_MAX_MESSAGE, 'defaultCookingTimeInMinutes');
  }
  const changes = changesOf(input);
  if (Object.keys(changes).length === 0) return toVenue(current);
  return db.transaction().execute(async (trx) => {
    if (!(await updateVenue(trx, current.id, { ...changes, updated_at: nowIso() }))) {
      throw AppError.notFound('Venue');
    }
    const after = await readBack(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      action: 'venue.update',
      entity: 'venue',
      entityId: current.id,
      before: toVenue(current),
      after,
    });
    return after;
  });
}

/** A venue that still has orders or people bound to it is kept (409). */
export async function deleteVenueById(ctx: AppContext, user: RequestUser, id: number): Promise<void> {
  const current = await scopedVenue(ctx.db.kysely, user, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await isVenueInUse(trx, current.id)) {
      throw AppError.conflict('The venue still has orders or people bound to it: move or delete them first');
    }
    await deleteVenue(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      action: 'venue.delete',
      entity: 'venue',
      entityId: current.id,
      before: toVenue(current),
    });
  });
}
