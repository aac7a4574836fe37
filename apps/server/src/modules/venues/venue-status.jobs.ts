import type { TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { VenuesDeps } from './venues-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { PlatformCallError } from '../../integrations/platforms/platform-call-error';
import { PLATFORM_ADAPTERS } from '../../integrations/platforms/platform-adapters';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandlerOf } from '../../jobs/job-spec';
import { platformApiUrls, toPlatformConnection } from '../platform-instances/connections';
import { withPlatformAccess } from '../platform-instances/platform-access';
import { scheduleOf } from './venue-schedule';
import { publishVenue } from './venue-publish';
import { findInstance } from '../platform-instances/instances.repository';
import type { JobPayload } from '../../jobs/job-payloads';

/** Tells one connection's platform the connection's current online state. */
export const VENUE_PLATFORM_STATUS_JOB = 'venue.platform-status';

/** Ends a timed pause of the venue, or of one connection, at its `until`. */
export const VENUE_PAUSE_END_JOB = 'venue.pause-end';
/** Pushes the venue's schedule to one connection's platform. */
export const VENUE_OPENING_HOURS_JOB = 'venue.opening-hours';

/** `changedAt` is the state's `status_changed_at`: a job for a state changed since does nothing. */
export type PlatformStatusPayload = JobPayload<typeof VENUE_PLATFORM_STATUS_JOB>;

export type PauseEndPayload = JobPayload<typeof VENUE_PAUSE_END_JOB>;

export type OpeningHoursPayload = JobPayload<typeof VENUE_OPENING_HOURS_JOB>;

/** One job per enabled connection, inside the caller's transaction. */
export async function enqueueStatusPush(
  ctx: Pick<VenuesDeps, 'enqueue'>,
  trx: Kysely<Database>,
  instanceId: number,
  changedAt: string,
): Promise<void> {
  const payload: PlatformStatusPayload = { instanceId, changedAt };
  await ctx.enqueue(trx, VENUE_PLATFORM_STATUS_JOB, payload);
}

async function recordStatusOutcome(
  ctx: Pick<VenuesDeps, 'db' | 'clock'>,
  payload: PlatformStatusPayload,
  outcome: { confirmed: true } | { error: string },
): Promise<number | undefined> {
  const row = await ctx.db.kysely
    .updateTable('platform_instances')
    .set(
      'confirmed' in outcome
        ? { status_confirmed_at: clockIso(ctx.clock), status_error: null }
        : { status_confirmed_at: null, status_error: outcome.error.slice(0, 1000) },
    )
    .where('id', '=', payload.instanceId)
    .where('status_changed_at', '=', payload.changedAt)
    .returning('venue_id')
    .executeTakeFirst();
  return row?.venue_id;
}

function asJobError(error: unknown): unknown {
  return error instanceof PlatformCallError && !error.retryable
    ? new PermanentJobError(error.message)
    : error;
}

export function platformStatusJob(ctx: VenuesDeps): JobHandlerOf<typeof VENUE_PLATFORM_STATUS_JOB> {
  return {
    async run(payload) {
      const row = await findInstance(ctx.db.kysely, payload.instanceId);
      // Removed, disabled, or changed again since: the newer change has a job of its own.
      if (!row || row.is_enabled !== 1 || row.status_changed_at !== payload.changedAt) return;
      const calls = PLATFORM_ADAPTERS[row.platform as TPlatformKind];
      try {
        const connection = await withPlatformAccess(
          ctx,
          toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config)),
        );
        if (!calls.capabilities.canSetOnline)
          throw new PermanentJobError(`${row.platform} cannot be opened or closed through its API`);
        await calls.setOnline(connection, row.is_online === 1, {
          now: new Date(ctx.clock.now()),
          ...(row.offline_until ? { until: new Date(row.offline_until) } : {}),
          ...(row.offline_reason ? { reason: row.offline_reason } : {}),
        });
      } catch (error) {
        const venueId = await recordStatusOutcome(ctx, payload, { error: (error as Error).message });
        if (venueId !== undefined) await publishVenue(ctx, venueId);
        throw asJobError(error);
      }
      const venueId = await recordStatusOutcome(ctx, payload, { confirmed: true });
      if (venueId !== undefined) await publishVenue(ctx, venueId);
      // A platform that closes only until a time (Glovo): an open-ended closing is renewed before it
      // runs out, for as long as this state stands (a later change makes the renewal do nothing).
      if (calls.closingRenewalMs && row.is_online !== 1 && !row.offline_until) {
        await ctx.enqueue(ctx.db.kysely, VENUE_PLATFORM_STATUS_JOB, payload, {
          runAt: new Date(ctx.clock.now() + calls.closingRenewalMs),
        });
      }
    },
    async onDeadLetter(payload, lastError) {
      const venueId = await recordStatusOutcome(ctx, payload, {
        error: `Did not reach the platform: ${lastError}`,
      });
      if (venueId !== undefined) await publishVenue(ctx, venueId);
    },
  };
}

export function openingHoursJob(ctx: VenuesDeps): JobHandlerOf<typeof VENUE_OPENING_HOURS_JOB> {
  return {
    async run(payload) {
      const { instanceId } = payload;
      const row = await findInstance(ctx.db.kysely, instanceId);
      if (!row || row.is_enabled !== 1) return;
      const platform = row.platform as TPlatformKind;
      const adapter = PLATFORM_ADAPTERS[platform];
      if (!adapter.pushOpeningHours || !adapter.capabilities.canPushOpeningHours) return;
      const venue = await ctx.db.kysely
        .selectFrom('venues')
        .select('schedule')
        .where('id', '=', row.venue_id)
        .executeTakeFirst();
      if (!venue) return;
      try {
        // Always the schedule as it is now: a later save's job pushes the same list again, harmlessly.
        const connection = toPlatformConnection(ctx.secrets, row, platformApiUrls(ctx.config));
        await adapter.pushOpeningHours(await withPlatformAccess(ctx, connection), scheduleOf(venue));
      } catch (error) {
        throw asJobError(error);
      }
    },
    async onDeadLetter(payload, lastError) {
      ctx.log.error({ instanceId: payload.instanceId, error: lastError }, 'opening hours not pushed');
    },
  };
}
