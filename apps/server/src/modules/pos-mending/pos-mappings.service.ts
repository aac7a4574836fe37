import type {
  TPosMapping,
  TRkMenuChoice,
  TRkMenuChoices,
  TRkMenuQuery,
  TSavePosMappingRequest,
} from '@orderdesk/contracts';
import type { PosMendingDeps } from './pos-mending-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { scopedVenue } from '../venues/venues.service';
import {
  deleteMapping,
  findMapping,
  findMappingById,
  listVenueMappings,
  toPosMapping,
  upsertManualMapping,
} from './pos-mappings.repository';
import { venueRkMenu } from './venue-rk-menu';

const CHOICES_LIMIT = 50;

/** `GET /api/venues/:id/rk-menu`: dishes and modifiers to map to, matched on name, code or ident. */
export async function rkMenuChoices(
  ctx: PosMendingDeps,
  user: RequestUser,
  venueId: number,
  query: TRkMenuQuery,
): Promise<TRkMenuChoices> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const menu = await venueRkMenu(ctx, venueId, { live: false });
  if (!menu) return { source: null, items: [], more: 0 };
  const needle = query.search?.toLocaleLowerCase() ?? '';
  const matches = (item: { ident: string; code: string | null; name: string }) =>
    !needle ||
    item.name.toLocaleLowerCase().includes(needle) ||
    item.ident === needle ||
    (item.code ?? '').toLocaleLowerCase() === needle;
  const all: TRkMenuChoice[] = [
    ...(query.kind === 'modifier' ? [] : menu.dishes.map((d) => ({ ...d, kind: 'dish' as const }))),
    ...(query.kind === 'dish' ? [] : menu.modifiers.map((m) => ({ ...m, kind: 'modifier' as const }))),
  ]
    .filter(matches)
    .map(({ ident, code, name, kind }) => ({ ident, code, name, kind }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    source: menu.source,
    items: all.slice(0, CHOICES_LIMIT),
    more: Math.max(0, all.length - CHOICES_LIMIT),
  };
}

export async function listPosMappings(
  ctx: Pick<PosMendingDeps, 'db'>,
  user: RequestUser,
  venueId: number,
): Promise<TPosMapping[]> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  return (await listVenueMappings(ctx.db.kysely, venueId)).map(toPosMapping);
}

/**
 * `PUT /api/venues/:id/pos-mappings`: maps a platform's item id to a dish or modifier of the venue's
 * r_keeper menu; the ident must be one the menu holds, of the kind asked for.
 */
export async function savePosMapping(
  ctx: PosMendingDeps,
  user: RequestUser,
  venueId: number,
  body: TSavePosMappingRequest,
): Promise<TPosMapping> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const menu = await venueRkMenu(ctx, venueId, { live: false });
  if (!menu)
    throw AppError.conflict("The venue's r_keeper menu is not known yet: download it from r_keeper first");
  const items = body.kind === 'dish' ? menu.dishes : menu.modifiers;
  const item = items.find((i) => i.ident === body.rkIdent);
  if (!item)
    throw AppError.badRequest(
      body.kind === 'dish' ? 'No such dish in the r_keeper menu' : 'No such modifier in the r_keeper menu',
      'rkIdent',
    );
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await findMapping(trx, venueId, body);
    const row = await upsertManualMapping(trx, venueId, { ...body, name: item.name });
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'pos-mapping.save',
      entity: 'venue',
      entityId: venueId,
      before: before ? toPosMapping(before) : undefined,
      after: toPosMapping(row),
    });
    return toPosMapping(row);
  });
}

export async function deletePosMapping(
  ctx: Pick<PosMendingDeps, 'db' | 'clock'>,
  user: RequestUser,
  venueId: number,
  mappingId: number,
): Promise<void> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await findMappingById(trx, venueId, mappingId);
    if (!row) throw AppError.notFound('Mapping');
    await deleteMapping(trx, venueId, mappingId);
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'pos-mapping.delete',
      entity: 'venue',
      entityId: venueId,
      before: toPosMapping(row),
    });
  });
}
