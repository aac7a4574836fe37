import {
  Role,
  type TDealer,
  type TListDealersQuery,
  type TPaged,
  type TPersonCreate,
  type TPersonUpdate,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { PeopleDeps } from './people-deps';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { scopedAreaIdsAmong } from '../areas/area-scope';
import { areaIdsByDealer, dealersOfArea, replaceDealerAreas } from './dealer-areas.repository';
import type { PersonExtras, PersonKind } from './person-kind';
import { toPerson } from './person-mapper';
import { createPerson, listPeople, updatePerson } from './people.service';

export const dealerKind: PersonKind<TDealer> = {
  role: Role.DEALER,
  entity: 'dealer',
  label: 'Dealer',
  async toDtos(db, rows) {
    const areas = await areaIdsByDealer(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...toPerson(row), areaIds: areas.get(row.id) ?? [] }));
  },
};

/**
 * Every area named must exist in the caller's scope; otherwise "not found", as if it did not exist.
 * `currentAreaIds` (a change) tells whether the dealer now reaches other areas than before.
 */
async function areaExtras(
  db: Kysely<Database>,
  user: RequestUser,
  areaIds: number[],
  currentAreaIds?: number[],
): Promise<PersonExtras> {
  const found = await scopedAreaIdsAmong(db, user, areaIds);
  if (areaIds.some((id) => !found.has(id))) throw AppError.notFound('Area', 'areaIds');
  const next = new Set(areaIds);
  const rescopes =
    currentAreaIds !== undefined &&
    (currentAreaIds.length !== next.size || currentAreaIds.some((id) => !next.has(id)));
  return { afterWrite: (trx, dealerId) => replaceDealerAreas(trx, dealerId, areaIds), rescopes };
}

export function listDealers(
  ctx: PeopleDeps,
  user: RequestUser,
  query: TListDealersQuery,
): Promise<TPaged<TDealer>> {
  const { areaId } = query;
  return listPeople(ctx, user, dealerKind, query, (q) =>
    areaId === undefined ? q : q.where('users.id', 'in', dealersOfArea(ctx.db.kysely, areaId)),
  );
}

export async function createDealer(
  ctx: PeopleDeps,
  user: RequestUser,
  input: TPersonCreate & { areaIds: number[] },
): Promise<TDealer> {
  return createPerson(ctx, user, dealerKind, input, await areaExtras(ctx.db.kysely, user, input.areaIds));
}

export function updateDealer(
  ctx: PeopleDeps,
  user: RequestUser,
  input: TPersonUpdate & { areaIds?: number[] | undefined },
): Promise<TDealer> {
  const { areaIds } = input;
  const db = ctx.db.kysely;
  return updatePerson(ctx, user, dealerKind, input, async (current) => {
    if (areaIds === undefined) return {};
    const currentAreaIds = (await areaIdsByDealer(db, [current.id])).get(current.id) ?? [];
    return areaExtras(db, user, areaIds, currentAreaIds);
  });
}
