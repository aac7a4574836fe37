import {
  PLATFORM_BY_DISTRIBUTOR,
  type TCheckConnectionResult,
  type TDistributorType,
  type TVenue,
  type ZCheckConnectionRequest,
  type ZVenueAvailabilityRequest,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { VenuesDeps } from './venues-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { writeAudit } from '../audit/audit';
import { platformApiUrls, toPlatformConnection, type ConnectionRow } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { publishVenue } from './venue-publish';
import { enqueueStatusPush, VENUE_PAUSE_END_JOB, type PauseEndPayload } from './venue-status.jobs';
import { readBack, scopedVenue } from './venues.service';

export interface StatusChange {
  online: boolean;
  until?: string | undefined;
  reason?: string | undefined;
}

function stateOf(row: { is_online: number; offline_until: string | null; offline_reason: string | null }) {
  return { status: row.is_online === 1, until: row.offline_until, reason: row.offline_reason };
}

/** The stored form of a state: a pause's end as ISO UTC, nothing of a pause once online. */
function stateColumns(change: StatusChange, now: string) {
  return {
    is_online: change.online ? 1 : 0,
    status_changed_at: now,
    offline_until: !change.online && change.until ? new Date(change.until).toISOString() : null,
    offline_reason: change.reason ?? null,
  };
}

/**
 * The venue and every enabled connection go online or offline, in one transaction with one durable
 * job per enabled connection (and, for a timed pause, the job that ends it). `userId` null: the system
 * (a pause that ended by itself).
 */
export async function applyVenueStatus(
  ctx: Pick<VenuesDeps, 'clock' | 'enqueue'>,
  venueId: number,
  change: StatusChange,
  userId: number | null,
  trx: Kysely<Database>,
): Promise<void> {
  const venue = await trx.selectFrom('venues').selectAll().where('id', '=', venueId).executeTakeFirst();
  if (!venue) throw AppError.notFound('Venue');
  const now = clockIso(ctx.clock);
  const columns = stateColumns(change, now);
  await trx
    .updateTable('venues')
    .set({ ...columns, updated_at: now })
    .where('id', '=', venueId)
    .execute();
  const connections = await trx
    .selectFrom('platform_instances')
    .select('id')
    .where('venue_id', '=', venueId)
    .where('is_enabled', '=', 1)
    .execute();
  for (const { id } of connections) {
    await trx
      .updateTable('platform_instances')
      .set({ ...columns, status_confirmed_at: null, status_error: null })
      .where('id', '=', id)
      .execute();
    await enqueueStatusPush(ctx, trx, id, now);
  }
  if (columns.offline_until) {
    const payload: PauseEndPayload = { venueId, changedAt: now };
    await ctx.enqueue(trx, VENUE_PAUSE_END_JOB, payload, { runAt: new Date(columns.offline_until) });
  }
  await writeAudit(trx, {
    userId,
    at: now,
    action: change.online ? 'venue.online' : 'venue.offline',
    entity: 'venue',
    entityId: venueId,
    before: stateOf(venue),
    after: { ...stateOf(columns), ...(userId === null ? { pauseEnded: true } : {}) },
  });
}

async function afterCommit(ctx: VenuesDeps, venueId: number): Promise<TVenue | undefined> {
  ctx.worker.nudge();
  return publishVenue(ctx, venueId);
}

export async function setVenueStatus(
  ctx: VenuesDeps,
  user: RequestUser,
  venueId: number,
  change: StatusChange,
): Promise<TVenue> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const venue = await ctx.db.kysely.transaction().execute(async (trx) => {
    await applyVenueStatus(ctx, venueId, change, user.id, trx);
    return readBack(ctx, trx, venueId);
  });
  return (await afterCommit(ctx, venueId)) ?? venue;
}

async function venueConnection(
  db: Kysely<Database>,
  venueId: number,
  instanceId: number,
): Promise<ConnectionRow> {
  const row = await db
    .selectFrom('platform_instances')
    .selectAll()
    .where('id', '=', instanceId)
    .where('venue_id', '=', venueId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Connection', 'instanceId');
  return row;
}

async function applyConnectionStatus(
  ctx: Pick<VenuesDeps, 'clock' | 'enqueue'>,
  trx: Kysely<Database>,
  row: ConnectionRow,
  change: StatusChange,
  userId: number | null,
): Promise<void> {
  const now = clockIso(ctx.clock);
  const columns = stateColumns(change, now);
  await trx
    .updateTable('platform_instances')
    .set({ ...columns, status_confirmed_at: null, status_error: null })
    .where('id', '=', row.id)
    .execute();
  await enqueueStatusPush(ctx, trx, row.id, now);
  if (columns.offline_until) {
    const payload: PauseEndPayload = { venueId: row.venue_id, instanceId: row.id, changedAt: now };
    await ctx.enqueue(trx, VENUE_PAUSE_END_JOB, payload, { runAt: new Date(columns.offline_until) });
  }
  const connection = { instanceId: row.id, platform: row.platform, name: row.name };
  await writeAudit(trx, {
    userId,
    at: now,
    action: 'venue.availability',
    entity: 'venue',
    entityId: row.venue_id,
    before: { ...connection, ...stateOf(row) },
    after: { ...connection, ...stateOf(columns), ...(userId === null ? { pauseEnded: true } : {}) },
  });
}

/** One connection online or offline; a disabled connection is not told anything (409). */
export async function setConnectionAvailability(
  ctx: VenuesDeps,
  user: RequestUser,
  input: z.output<typeof ZVenueAvailabilityRequest>,
): Promise<TVenue> {
  await scopedVenue(ctx.db.kysely, user, input.venueId);
  const venue = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await venueConnection(trx, input.venueId, input.instanceId);
    if (row.is_enabled !== 1)
      throw AppError.conflict('The connection is disabled: enable it first', 'instanceId');
    await applyConnectionStatus(
      ctx,
      trx,
      row,
      { online: input.isOnline, until: input.until, reason: input.reason },
      user.id,
    );
    return readBack(ctx, trx, input.venueId);
  });
  return (await afterCommit(ctx, input.venueId)) ?? venue;
}

/** Ends a timed pause at its `until`, unless the state changed since (then that change stands). */
export function pauseEndJob(ctx: VenuesDeps): JobHandlerOf<typeof VENUE_PAUSE_END_JOB> {
  return {
    async run(payload) {
      const { venueId, instanceId, changedAt } = payload;
      const ended = await ctx.db.kysely.transaction().execute(async (trx) => {
        if (instanceId === undefined) {
          const venue = await trx
            .selectFrom('venues')
            .select(['is_online', 'status_changed_at'])
            .where('id', '=', venueId)
            .executeTakeFirst();
          if (!venue || venue.is_online === 1 || venue.status_changed_at !== changedAt) return false;
          await applyVenueStatus(ctx, venueId, { online: true }, null, trx);
          return true;
        }
        const row = await trx
          .selectFrom('platform_instances')
          .selectAll()
          .where('id', '=', instanceId)
          .executeTakeFirst();
        if (!row || row.is_online === 1 || row.status_changed_at !== changedAt || row.is_enabled !== 1)
          return false;
        await applyConnectionStatus(ctx, trx, row, { online: true }, null);
        return true;
      });
      if (ended) await afterCommit(ctx, venueId);
    },
  };
}

/** A real, harmless call to the connection's platform with its credentials; nothing is stored. */
export async function checkConnection(
  ctx: VenuesDeps,
  user: RequestUser,
  input: z.output<typeof ZCheckConnectionRequest>,
): Promise<TCheckConnectionResult> {
  await scopedVenue(ctx.db.kysely, user, input.venueId);
  const row = await venueConnection(ctx.db.kysely, input.venueId, input.instanceId);
  const platform = PLATFORM_BY_DISTRIBUTOR[input.distributorId as TDistributorType];
  if (platform !== row.platform) {
    throw AppError.badRequest(`The connection is a ${row.platform} connection`, 'distributorId');
  }
  let connection = toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config));
  try {
    connection = await withPlatformAccess(ctx, connection);
  } catch (error) {
    const status = error instanceof PlatformCallError ? error.status : null;
    return {
      ok: false,
      status,
      message: `Wolt gave no access token for the OAuth credentials: ${(error as Error).message}`,
    };
  }
  const result = await PLATFORM_ADAPTERS[platform].checkConnection(connection);
  return result.ok
    ? { ok: true, status: null, message: result.detail ?? 'Connected' }
    : { ok: false, status: result.status, message: result.message };
}
