import {
  DEFAULT_ABOVE_MAX_MESSAGE,
  DEFAULT_VENUE_SETTINGS,
  Role,
  type TListVenuesQuery,
  type TPaged,
  type TVenue,
  type TVenueListItem,
  type TVenueSettings,
  type TVenueSettingsChange,
  type ZCreateVenueRequest,
  venueZoneName,
} from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { VenuesDeps } from './venues-deps';
import { clockIso } from '../../clock';
import { toPage } from '../../db/paging';
import type { Database, VenuesTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { assertAreaInScope } from '../areas/area-scope';
import { changedFields, writeAudit } from '../audit/audit';
import { applyConnectionLists, type ConnectionChange } from '../platform-instances/connection-writes';
import { scheduleKdsPoll } from '../rkeeper/till/kds-poll-schedule';
import { applyRkeeperSettings } from '../rkeeper/till/pos-connection.repository';
import { findScopedVenueGroup } from '../areas/venue-group-scope';
import { recordLicenceChange } from './venue-licence-events';
import { writeVenueLicenceDates } from './venue-licence-dates';
import { settingsOf } from './venue-settings.repository';
import {
  assertMayChange,
  changedSettings,
  columnsOfSettings,
  infoChangesOf,
  licenceChangeOf,
  settingsChangeOf,
  type UpdateInput,
} from './venue-update-rules';
import { publishVenue } from './venue-publish';
import { enqueueStatusPush } from './venue-status.jobs';
import { readVenue } from './venue-view';
import {
  deleteVenue,
  findScopedVenueDetail,
  insertVenue,
  isVenueInUse,
  countVenueConnections,
  listVenueRows,
  toVenueListItem,
  updateVenue,
  type VenueDetailRow,
} from './venues.repository';

type CreateInput = z.output<typeof ZCreateVenueRequest>;

const GROUP_IN_OTHER_AREA = 'The venue group belongs to another area';

export async function listVenues(
  ctx: Pick<VenuesDeps, 'db' | 'clock'>,
  user: RequestUser,
  query: TListVenuesQuery,
): Promise<TPaged<TVenueListItem>> {
  const { rows, total } = await listVenueRows(ctx.db.kysely, user, query);
  const connections = await countVenueConnections(
    ctx.db.kysely,
    rows.map((row) => row.id),
  );
  const now = new Date(ctx.clock.now());
  return toPage(
    rows.map((row) => toVenueListItem(row, connections.get(row.id) ?? [], now)),
    total,
    query,
  );
}

/** A venue the caller reaches; one outside their scope is "not found", like one that does not exist. */
export async function scopedVenue(
  db: Kysely<Database>,
  user: RequestUser,
  id: number,
): Promise<VenueDetailRow> {
  const row = await findScopedVenueDetail(db, user, id);
  if (!row) throw AppError.notFound('Venue');
  return row;
}

/** The whole venue, read inside the transaction that wrote it (or after the caller's scope check). */
export async function readBack(
  ctx: Pick<VenuesDeps, 'clock' | 'secrets'>,
  db: Kysely<Database>,
  id: number,
): Promise<TVenue> {
  const venue = await readVenue(db, ctx.secrets, id, new Date(ctx.clock.now()));
  if (!venue) throw AppError.notFound('Venue');
  return venue;
}

export async function getVenue(
  ctx: Pick<VenuesDeps, 'db' | 'clock' | 'secrets'>,
  user: RequestUser,
  id: number,
): Promise<TVenue> {
  await scopedVenue(ctx.db.kysely, user, id);
  return readBack(ctx, ctx.db.kysely, id);
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

export async function createVenue(ctx: VenuesDeps, user: RequestUser, input: CreateInput): Promise<TVenue> {
  const db = ctx.db.kysely;
  await assertAreaInScope(db, user, input.areaId);
  await assertGroupFitsArea(db, user, { id: input.venueGroupId, named: true }, input.areaId);
  // The top-level time zone and maximum have defaults: what `settings` names wins over them.
  const change: TVenueSettingsChange = {
    timeZone: input.timeZoneId,
    maxCookingTimeInMinutes: input.maxCookingTimeInMinutes,
    ...input.settings,
  };
  const licence = licenceChangeOf(undefined, change);
  if (Object.keys(licence).length > 0 && user.role !== Role.ADMIN) throw AppError.forbidden();
  const settings: TVenueSettings = { ...DEFAULT_VENUE_SETTINGS, ...change };
  if (input.defaultCookingTimeInMinutes > settings.maxCookingTimeInMinutes) {
    throw AppError.badRequest(DEFAULT_ABOVE_MAX_MESSAGE, 'defaultCookingTimeInMinutes');
  }
  const now = clockIso(ctx.clock);
  const venue = await db.transaction().execute(async (trx) => {
    const id = await insertVenue(trx, {
      name: input.name,
      area_id: input.areaId,
      venue_group_id: input.venueGroupId,
      is_online: 1,
      default_cooking_time_minutes: input.defaultCookingTimeInMinutes,
      company_name: input.companyName ?? null,
      company_code: input.companyCode ?? null,
      vat_code: input.vatCode ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      status_changed_at: now,
      ...(columnsOfSettings(settings) as { time_zone_id: number; max_cooking_time_minutes: number }),
      created_at: now,
      updated_at: now,
    });
    const licenceDates = await writeVenueLicenceDates(trx, id, licence, now);
    await recordLicenceChange(trx, id, licenceDates, user.id, now);
    const connections = await applyConnectionLists(
      trx,
      ctx.secrets,
      { id, is_online: 1, offline_until: null, offline_reason: null },
      input,
      now,
    );
    if (input.rkeeperSettings) await applyRkeeperSettings(trx, ctx.secrets, id, input.rkeeperSettings, now);
    const after = await readBack(ctx, trx, id);
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'venue.create',
      entity: 'venue',
      entityId: id,
      after,
    });
    for (const c of connections) {
      await writeAudit(trx, {
        userId: user.id,
        at: now,
        action: c.action,
        entity: 'venue',
        entityId: id,
        after: c.after,
      });
      if (c.pushStatusAt) await enqueueStatusPush(ctx, trx, c.connectionId, c.pushStatusAt);
    }
    return after;
  });
  ctx.worker.nudge();
  return (await publishVenue(ctx, venue.id)) ?? venue;
}

/**
 * Changes what the request carries and nothing else, in one transaction with one audit entry per
 * kind of change (`venue.update` for info, `venue.settings`, `venue.licence`, `venue.connection.*`).
 */
export async function updateVenueById(
  ctx: VenuesDeps,
  user: RequestUser,
  input: UpdateInput,
): Promise<TVenue> {
  const db = ctx.db.kysely;
  const current = await scopedVenue(db, user, input.id);
  const settingsChange = settingsChangeOf(input);
  const licence = licenceChangeOf(input.venueSelfSettings, settingsChange);
  assertMayChange(user, input, licence);
  if (input.areaId !== undefined) await assertAreaInScope(db, user, input.areaId);
  if (input.areaId !== undefined || input.venueGroupId !== undefined) {
    const named = input.venueGroupId !== undefined;
    const groupId = named ? (input.venueGroupId ?? null) : current.venue_group_id;
    await assertGroupFitsArea(db, user, { id: groupId, named }, input.areaId ?? current.area_id);
  }
  const currentSettings = settingsOf(current);
  const { next: settings, keys: settingKeys } = changedSettings(currentSettings, settingsChange);
  const defaultCooking = input.defaultCookingTimeInMinutes ?? current.default_cooking_time_minutes;
  if (defaultCooking > settings.maxCookingTimeInMinutes) {
    throw AppError.badRequest(DEFAULT_ABOVE_MAX_MESSAGE, 'defaultCookingTimeInMinutes');
  }
  const info = infoChangesOf(input);
  if (input.defaultCookingTimeInMinutes !== undefined)
    info.default_cooking_time_minutes = input.defaultCookingTimeInMinutes;

  let connections: ConnectionChange[] = [];
  const venue = await db.transaction().execute(async (trx) => {
    const before = await readBack(ctx, trx, current.id);
    const now = clockIso(ctx.clock);
    const row: Updateable<VenuesTable> = { ...info };
    if (settingKeys.length > 0) Object.assign(row, columnsOfSettings(settings));
    if (Object.keys(row).length > 0 && !(await updateVenue(trx, current.id, { ...row, updated_at: now }))) {
      throw AppError.notFound('Venue');
    }
    if (venueZoneName(settings) !== venueZoneName(currentSettings)) {
      // Another clock moves the venue's orders to other local days and hours in the roll-ups.
      await ctx.rebuildVenueRollups(trx, [current.id]);
    }
    const licenceDates = await writeVenueLicenceDates(trx, current.id, licence, now);
    connections = await applyConnectionLists(trx, ctx.secrets, current, input, now);
    const pos = input.rkeeperSettings
      ? await applyRkeeperSettings(trx, ctx.secrets, current.id, input.rkeeperSettings, now)
      : null;
    // The kitchen's Ready turned on: the venue's poll starts now for orders handed over before.
    if (pos?.after.isKdsReadyEnabled && !pos.before.isKdsReadyEnabled)
      await scheduleKdsPoll(ctx, trx, current.id, 0);
    const after = await readBack(ctx, trx, current.id);
    const audit = (action: string, b: unknown, a: unknown) =>
      writeAudit(trx, {
        userId: user.id,
        at: now,
        action,
        entity: 'venue',
        entityId: current.id,
        before: b,
        after: a,
      });
    /** An entry with only the fields that changed, and none when nothing did. */
    const auditChanges = async (action: string, b: unknown, a: unknown) => {
      const changed = changedFields(b, a);
      if (changed) await audit(action, changed.before, changed.after);
    };
    const infoOf = (v: TVenue) => ({ ...v.info, defaultCookingTimeInMinutes: v.defaultCookingTimeInMinutes });
    if (Object.keys(info).length > 0) await auditChanges('venue.update', infoOf(before), infoOf(after));
    if (settingKeys.length > 0) {
      const pick = (s: TVenueSettings) => Object.fromEntries(settingKeys.map((k) => [k, s[k]]));
      await auditChanges('venue.settings', pick(currentSettings), pick(after.settings));
    }
    if (JSON.stringify(licenceDates.before) !== JSON.stringify(licenceDates.after)) {
      await auditChanges('venue.licence', licenceDates.before, licenceDates.after);
      await recordLicenceChange(trx, current.id, licenceDates, user.id, now);
    }
    if (pos) await auditChanges('venue.pos', pos.before, pos.after);
    for (const c of connections) {
      await audit(c.action, c.before, c.after);
      if (c.pushStatusAt) await enqueueStatusPush(ctx, trx, c.connectionId, c.pushStatusAt);
    }
    return after;
  });
  if (connections.length > 0) ctx.worker.nudge();
  return (await publishVenue(ctx, current.id)) ?? venue;
}

/** A venue that still has orders or people bound to it is kept (409). */
export async function deleteVenueById(
  ctx: Pick<VenuesDeps, 'db' | 'clock' | 'secrets'>,
  user: RequestUser,
  id: number,
): Promise<void> {
  const current = await scopedVenue(ctx.db.kysely, user, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await isVenueInUse(trx, current.id)) {
      throw AppError.conflict('The venue still has orders or people bound to it: move or delete them first');
    }
    const before = await readBack(ctx, trx, current.id);
    await deleteVenue(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'venue.delete',
      entity: 'venue',
      entityId: current.id,
      before,
    });
  });
}
