import type { TArea, TListAreasQuery, TPaged } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { clockIso } from '../../clock';
import { toPage } from '../../db/paging';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import {
  deleteArea,
  findScopedArea,
  insertArea,
  isAreaInUse,
  isAreaNameTaken,
  listAreaRows,
  toArea,
  updateArea,
  type AreaRow,
} from './areas.repository';

const NAME_TAKEN = 'An area with this name already exists';

/** A concurrent write can still take the name between the check and the write. */
async function nameConflictAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(NAME_TAKEN, 'name');
    throw error;
  }
}

export async function listAreas(
  ctx: AppContext,
  user: RequestUser,
  query: TListAreasQuery,
): Promise<TPaged<TArea>> {
  const { rows, total } = await listAreaRows(ctx.db.kysely, user, query);
  return toPage(rows.map(toArea), total, query);
}

/** An area the caller reaches; one outside their scope is "not found", like one that does not exist. */
async function scopedArea(ctx: AppContext, user: RequestUser, id: number): Promise<AreaRow> {
  const row = await findScopedArea(ctx.db.kysely, user, id);
  if (!row) throw AppError.notFound('Area');
  return row;
}

export async function getArea(ctx: AppContext, user: RequestUser, id: number): Promise<TArea> {
  return toArea(await scopedArea(ctx, user, id));
}

export async function createArea(
  ctx: AppContext,
  user: RequestUser,
  input: { name: string },
): Promise<TArea> {
  const db = ctx.db.kysely;
  if (await isAreaNameTaken(db, input.name)) throw AppError.conflict(NAME_TAKEN, 'name');
  const now = clockIso(ctx.clock);
  return nameConflictAs409(() =>
    db.transaction().execute(async (trx) => {
      const after = toArea(await insertArea(trx, input.name, now));
      await writeAudit(trx, {
        userId: user.id,
        at: now,
        action: 'area.create',
        entity: 'area',
        entityId: after.id,
        after,
      });
      return after;
    }),
  );
}

export async function updateAreaById(
  ctx: AppContext,
  user: RequestUser,
  input: { id: number; name: string },
): Promise<TArea> {
  const db = ctx.db.kysely;
  const current = await scopedArea(ctx, user, input.id);
  if (await isAreaNameTaken(db, input.name, current.id)) throw AppError.conflict(NAME_TAKEN, 'name');
  return nameConflictAs409(() =>
    db.transaction().execute(async (trx) => {
      const row = await updateArea(trx, current.id, input.name);
      if (!row) throw AppError.notFound('Area');
      const after = toArea(row);
      await writeAudit(trx, {
        userId: user.id,
        at: clockIso(ctx.clock),
        action: 'area.update',
        entity: 'area',
        entityId: row.id,
        before: toArea(current),
        after,
      });
      return after;
    }),
  );
}

/** An area with venues or venue groups in it is kept (409); dealers' bindings to it go with it. */
export async function deleteAreaById(ctx: AppContext, user: RequestUser, id: number): Promise<void> {
  const db = ctx.db.kysely;
  const current = await scopedArea(ctx, user, id);
  if (await isAreaInUse(db, current.id)) {
    throw AppError.conflict('The area still has venues or venue groups: move or delete them first');
  }
  await db.transaction().execute(async (trx) => {
    await deleteArea(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'area.delete',
      entity: 'area',
      entityId: current.id,
      before: toArea(current),
    });
  });
}
