import { timingSafeEqual } from 'node:crypto';
import {
  PLATFORM_BY_DISTRIBUTOR,
  isOpenAt,
  venueLocalTime,
  venueZoneName,
  type TGlovoVerifyResult,
  type TLastExcludedItems,
  type TMenuImageDuplicates,
  type TMenuPublishPreview,
  type TMenuStatusInfo,
  type TDistributorType,
  type TPlatformKind,
  type TPublishMenuRequest,
  type TPublishMenuResult,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { MenusDeps } from './menus-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { scheduleOf } from '../venues/venue-schedule';
import { scopedVenue } from '../venues/venues.service';
import { checkMenuUpload, MENU_PUBLISH_JOB, type MenuPublishPayload } from './menu-publish.jobs';
import { planForConnection } from './menu-publish-plan';
import { buildMenuTree, flattenMenuTree } from './menu-tree';
import { readElementSettings, readStoredMenu, venueConnections } from './menu-store';
import type { ExcludedElement } from './publishable-menu';

/** The midnight (UTC) that began the day of `now` (ISO-8601 UTC). */
function startOfUtcDay(now: string): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
}

/** The platform's daily limit of full menu uploads per store, if it has one (Glovo's 5). */
const uploadsPerDayOf = (platform: TPlatformKind): number | null =>
  PLATFORM_ADAPTERS[platform].menuUploadsPerDay ?? null;

/**
 * Uploads counted against the limit of the UTC day of `now`: the ones queued and the ones that reached
 * the platform.
 */
async function uploadsToday(db: Kysely<Database>, instanceId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('menu_publishes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('instance_id', '=', instanceId)
    .where('requested_at', '>=', startOfUtcDay(now))
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb('transaction_id', 'is not', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `POST /api/Menu/Publish`: one publish row and job per connection, in one transaction. */
export async function requestPublish(
  ctx: MenusDeps,
  user: RequestUser,
  body: TPublishMenuRequest,
): Promise<TPublishMenuResult> {
  await scopedVenue(ctx.db.kysely, user, body.venueId);
  const stored = await readStoredMenu(ctx.db.kysely, body.venueId);
  if (!stored) throw AppError.conflict('The venue has no menu yet: download it from r_keeper first');
  const all = await venueConnections(ctx.db.kysely, body.venueId);
  const wanted = body.instanceIds ?? all.filter((c) => c.is_enabled === 1).map((c) => c.id);
  for (const [i, id] of wanted.entries()) {
    const conn = all.find((c) => c.id === id);
    if (!conn) throw AppError.badRequest('This venue has no such platform connection', `instanceIds.${i}`);
    if (conn.is_enabled !== 1)
      throw AppError.badRequest(`The connection "${conn.name}" is switched off`, `instanceIds.${i}`);
  }
  if (wanted.length === 0) throw AppError.conflict('No platform connection of the venue is switched on');
  const result = await ctx.db.kysely
    .transaction()
    .execute((trx) => enqueuePublishes(ctx, trx, body.venueId, stored.row.version, wanted, user.id));
  ctx.worker.nudge();
  return result;
}

/**
 * One publish row and job per connection given (enabled ones of the venue), inside the caller's
 * transaction; Glovo's connections past today's uploads are refused instead.
 */
export async function enqueuePublishes(
  ctx: Pick<MenusDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  venueId: number,
  menuVersion: number,
  instanceIds: number[],
  userId: number | null,
): Promise<TPublishMenuResult> {
  const all = await venueConnections(trx, venueId);
  const now = clockIso(ctx.clock);
  const result: TPublishMenuResult = { connections: [] };
  for (const id of instanceIds) {
    const conn = all.find((c) => c.id === id);
    if (!conn) continue;
    const platform = conn.platform as TPlatformKind;
    const perDay = uploadsPerDayOf(platform);
    if (perDay !== null && (await uploadsToday(trx, id, now)) >= perDay) {
      result.connections.push({
        instanceId: id,
        platform,
        name: conn.name,
        publishId: null,
        refusal: `${PLATFORM_ADAPTERS[platform].displayName} takes ${perDay} menu uploads a day per store: today's are used up`,
      });
      continue;
    }
    const row = await trx
      .insertInto('menu_publishes')
      .values({
        venue_id: venueId,
        instance_id: id,
        platform,
        menu_version: menuVersion,
        status: 'queued',
        message: null,
        transaction_id: null,
        body: null,
        access_token: null,
        items: '{}',
        excluded: '[]',
        requested_by: userId,
        requested_at: now,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payload: MenuPublishPayload = { publishId: row.id };
    await ctx.enqueue(trx, MENU_PUBLISH_JOB, payload);
    result.connections.push({ instanceId: id, platform, name: conn.name, publishId: row.id, refusal: null });
  }
  await writeAudit(trx, {
    userId,
    at: now,
    action: 'menu.publish',
    entity: 'venue',
    entityId: venueId,
    after: result,
  });
  return result;
}

async function lastPublish(db: Kysely<Database>, instanceId: number, succeededOnly = false) {
  let q = db.selectFrom('menu_publishes').selectAll().where('instance_id', '=', instanceId);
  if (succeededOnly) q = q.where('status', '=', 'succeeded');
  return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** `GET /api/Menu/PublishPreview`: what publishing now changes against each connection's last publish. */
export async function publishPreview(
  ctx: Pick<MenusDeps, 'db' | 'clock'>,
  user: RequestUser,
  venueId: number,
): Promise<TMenuPublishPreview> {
  const venue = await scopedVenue(ctx.db.kysely, user, venueId);
  const settings = await readVenueSettings(ctx.db.kysely, venueId);
  const now = clockIso(ctx.clock);
  const isOpenNow = isOpenAt(scheduleOf(venue), venueLocalTime(new Date(now), venueZoneName(settings)));
  const preview: TMenuPublishPreview = { isOpenNow, connections: [] };
  for (const conn of await venueConnections(ctx.db.kysely, venueId)) {
    const plan = await planForConnection(ctx.db.kysely, venueId, conn.id);
    if (!plan) break;
    const last = await lastPublish(ctx.db.kysely, conn.id, true);
    const before = last ? (JSON.parse(last.items) as Record<string, { name: string; price: number }>) : {};
    const offNow = new Map(
      plan.excluded.filter((e) => e.kind === 'dish' || e.kind === 'combo').map((e) => [e.id, e]),
    );
    const platform = conn.platform as TPlatformKind;
    preview.connections.push({
      instanceId: conn.id,
      platform,
      name: conn.name,
      isConnectionEnabled: conn.is_enabled === 1,
      hasPublished: !!last,
      added: Object.entries(plan.items)
        .filter(([id]) => !(id in before))
        .map(([id, i]) => ({ id, name: i.name, price: i.price })),
      removed: Object.entries(before)
        .filter(([id]) => !(id in plan.items) && !offNow.has(id))
        .map(([id, i]) => ({ id, name: i.name })),
      priceChanged: Object.entries(plan.items)
        .filter(([id, i]) => id in before && before[id]!.price !== i.price)
        .map(([id, i]) => ({ id, name: i.name, from: before[id]!.price, to: i.price })),
      switchedOff: [...offNow.values()]
        .filter((e) => !last || e.id in before)
        .map((e) => ({ id: e.id, name: e.name, reason: e.reason })),
      uploadsLeft:
        uploadsPerDayOf(platform) === null
          ? null
          : Math.max(0, uploadsPerDayOf(platform)! - (await uploadsToday(ctx.db.kysely, conn.id, now))),
    });
  }
  return preview;
}

/** `GET /api/venues/menuUpdateStatusInfo/{venueId}`: each connection's last publish. */
export async function menuStatusInfo(
  ctx: Pick<MenusDeps, 'db' | 'clock'>,
  user: RequestUser,
  venueId: number,
  filter: { instanceId?: number | undefined; distributorType?: number | undefined },
): Promise<TMenuStatusInfo> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const now = clockIso(ctx.clock);
  const info: TMenuStatusInfo = { connections: [] };
  for (const conn of await venueConnections(ctx.db.kysely, venueId)) {
    const platform = conn.platform as TPlatformKind;
    if (filter.instanceId !== undefined && conn.id !== filter.instanceId) continue;
    if (
      filter.distributorType !== undefined &&
      PLATFORM_BY_DISTRIBUTOR[filter.distributorType as TDistributorType] !== platform
    )
      continue;
    const last = await lastPublish(ctx.db.kysely, conn.id);
    info.connections.push({
      instanceId: conn.id,
      platform,
      name: conn.name,
      isConnectionEnabled: conn.is_enabled === 1,
      lastPublish: last
        ? {
            id: last.id,
            menuVersion: last.menu_version,
            status: last.status,
            message: last.message,
            transactionId: last.transaction_id,
            requestedAt: last.requested_at,
            finishedAt: last.finished_at,
            published: Object.keys(JSON.parse(last.items) as object).length,
            excluded: (JSON.parse(last.excluded) as unknown[]).length,
          }
        : null,
      uploadsToday:
        uploadsPerDayOf(platform) === null ? null : await uploadsToday(ctx.db.kysely, conn.id, now),
      uploadsPerDay: uploadsPerDayOf(platform),
    });
  }
  return info;
}

/** `GET /api/Menu/LastExcludedItems`: what each connection's last publish that ran left out. */
export async function lastExcludedItems(
  ctx: Pick<MenusDeps, 'db'>,
  user: RequestUser,
  venueId: number,
): Promise<TLastExcludedItems> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const out: TLastExcludedItems = { connections: [] };
  for (const conn of await venueConnections(ctx.db.kysely, venueId)) {
    const last = await ctx.db.kysely
      .selectFrom('menu_publishes')
      .select(['excluded', 'requested_at'])
      .where('instance_id', '=', conn.id)
      .where('status', '!=', 'queued')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    out.connections.push({
      instanceId: conn.id,
      platform: conn.platform as TPlatformKind,
      name: conn.name,
      publishedAt: last?.requested_at ?? null,
      items: last ? (JSON.parse(last.excluded) as ExcludedElement[]) : [],
    });
  }
  return out;
}

/** `GET /api/venues/menuImageDuplicates/{venueId}`: per connection, images several dishes share. */
export async function menuImageDuplicates(
  ctx: Pick<MenusDeps, 'db'>,
  user: RequestUser,
  venueId: number,
): Promise<TMenuImageDuplicates> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const stored = await readStoredMenu(ctx.db.kysely, venueId);
  const out: TMenuImageDuplicates = { duplicates: [] };
  if (!stored) return out;
  const settings = await readElementSettings(ctx.db.kysely, venueId);
  for (const conn of await venueConnections(ctx.db.kysely, venueId)) {
    const tree = buildMenuTree({
      reference: stored.reference,
      onSale: stored.onSale,
      settings: settings.get(conn.id) ?? new Map(),
    });
    const byImage = new Map<string, { id: string; name: string }[]>();
    for (const n of flattenMenuTree(tree)) {
      if (!n.imageUrl || (n.kind !== 'dish' && n.kind !== 'combo')) continue;
      byImage.set(n.imageUrl, [...(byImage.get(n.imageUrl) ?? []), { id: n.id, name: n.name }]);
    }
    for (const [imageUrl, items] of byImage)
      if (items.length > 1)
        out.duplicates.push({
          instanceId: conn.id,
          platform: conn.platform as TPlatformKind,
          imageUrl,
          items,
        });
  }
  return out;
}

/** `GET /api/glovo/verifyUpdateMenu/{venueId}?instanceId=`: asks Glovo about the last upload now. */
export async function verifyGlovoMenu(
  ctx: MenusDeps,
  user: RequestUser,
  venueId: number,
  instanceId: number,
): Promise<TGlovoVerifyResult> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const conn = (await venueConnections(ctx.db.kysely, venueId)).find((c) => c.id === instanceId);
  // The connections whose uploads are processed after the call and can be asked about (Glovo's).
  if (!conn || !PLATFORM_ADAPTERS[conn.platform as TPlatformKind]?.menuUploadStatus)
    throw AppError.notFound('Glovo connection', 'instanceId');
  let last = await lastPublish(ctx.db.kysely, instanceId);
  let glovoStatus: string | null = null;
  if (last?.status === 'processing') {
    try {
      glovoStatus = (await checkMenuUpload(ctx, last.id))?.platformStatus ?? null;
    } catch (error) {
      throw AppError.unavailable({ general: [`Glovo did not answer: ${(error as Error).message}`] });
    }
    last = await lastPublish(ctx.db.kysely, instanceId);
  } else if (last?.status === 'succeeded' && last.transaction_id) {
    glovoStatus = 'SUCCESS';
  }
  return {
    instanceId,
    transactionId: last?.transaction_id ?? null,
    glovoStatus,
    status: last?.status ?? null,
    message: last?.message ?? null,
    uploadsToday: await uploadsToday(ctx.db.kysely, instanceId, clockIso(ctx.clock)),
    uploadsPerDay: uploadsPerDayOf(conn.platform as TPlatformKind) ?? 0,
  };
}

/** The menu JSON of a Glovo publish, for Glovo's fetch: the publish's own token, else not found. */
export async function hostedGlovoMenu(
  ctx: Pick<MenusDeps, 'db'>,
  publishId: number,
  token: string,
): Promise<string> {
  const row = await ctx.db.kysely
    .selectFrom('menu_publishes')
    .select(['body', 'access_token'])
    .where('id', '=', publishId)
    .executeTakeFirst();
  const expected = Buffer.from(row?.access_token ?? '');
  const given = Buffer.from(token);
  if (
    !row?.body ||
    expected.length === 0 ||
    expected.length !== given.length ||
    !timingSafeEqual(expected, given)
  )
    throw AppError.notFound('Menu');
  return row.body;
}
