import type {
  TCreateVenueGroupRequest,
  TListVenueGroupsQuery,
  TPaged,
  TUpdateVenueGroupRequest,
  TVenueGroup,
} from '@orderdesk/contracts';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import { clockIso } from '../../clock';
import { toPage } from '../../db/paging';
import type { VenueGroupsTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { assertAreaInScope } from '../areas/area-scope';
import { writeAudit } from '../audit/audit';
import { findScopedVenueGroup } from './venue-group-scope';
import {
  deleteVenueGroup,
  insertVenueGroup,
  listVenueGroupRows,
  toVenueGroup,
  updateVenueGroup,
  type VenueGroupRow,
} from './venue-groups.repository';

export async function listVenueGroups(
  ctx: AppContext,
  user: RequestUser,
  query: TListVenueGroupsQuery,
): Promise<TPaged<TVenueGroup>> {
  const { rows, total } = await listVenueGroupRows(ctx.db.kysely, user, query);
  return toPage(rows.map(toVenueGroup), total, query);
}

/** A venue group the caller reaches; one outside their scope is "not found", like one that does not exist. */
async function scopedGroup(ctx: AppContext, user: RequestUser, id: number): Promise<VenueGroupRow> {
  const row = await findScopedVenueGroup(ctx.db.kysely, user, id);
  if (!row) throw AppError.notFound('Venue group');
  return row;
}

export async function getVenueGroup(ctx: AppContext, user: RequestUser, id: number): Promise<TVenueGroup> {
  return toVenueGroup(await scopedGroup(ctx, user, id));
}

export async function createVenueGroup(
  ctx: AppContext,
  user: RequestUser,
  input: Required<TCreateVenueGroupRequest>,
): Promise<TVenueGroup> {
  const db = ctx.db.kysely;
  await assertAreaInScope(db, user, input.areaId);
  const now = clockIso(ctx.clock);
  return db.transaction().execute(async (trx) => {
    const row = await insertVenueGroup(trx, { name: input.name, area_id: input.areaId, created_at: now });
    const after = toVenueGroup(row);
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'venue-group.create',
      entity: 'venue-group',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function updateVenueGroupById(
  ctx: AppContext,
  user: RequestUser,
  input: TUpdateVenueGroupRequest,
): Promise<TVenueGroup> {
  const db = ctx.db.kysely;
  const current = await scopedGroup(ctx, user, input.id);
  if (input.areaId !== undefined) await assertAreaInScope(db, user, input.areaId);
  const changes: Updateable<VenueGroupsTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.areaId !== undefined) changes.area_id = input.areaId;
  if (Object.keys(changes).length === 0) return toVenueGroup(current);
  return db.transaction().execute(async (trx) => {
    const row = await updateVenueGroup(trx, current.id, changes);
    if (!row) throw AppError.notFound('Venue group');
    const after = toVenueGroup(row);
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'venue-group.update',
      entity: 'venue-group',
      entityId: row.id,
      before: toVenueGroup(current),
      after,
    });
    return after;
  });
}

export async function deleteVenueGroupById(ctx: AppContext, user: RequestUser, id: number): Promise<void> {
  const current = await scopedGroup(ctx, user, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteVenueGroup(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'venue-group.delete',
      entity: 'venue-group',
      entityId: current.id,
      before: toVenueGroup(current),
    });
  });
}
