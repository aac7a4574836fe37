import type { TBusyMode, TStartBusyModeRequest, TVenue } from '@orderdesk/contracts';
import type { VenuesDeps } from './venues-deps';
import { clockIso } from '../../clock';
import type { JobHandlerOf } from '../../jobs/job-spec';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { busyModeOf } from './venue-busy-row';
import { publishVenue } from './venue-publish';
import { readBack, scopedVenue } from './venues.service';
import type { JobPayload } from '../../jobs/job-payloads';

/** Ends a venue's busy mode at its `until`, unless it was started again or ended since. */
export const VENUE_BUSY_END_JOB = 'venue.busy-end';

export type BusyEndPayload = JobPayload<typeof VENUE_BUSY_END_JOB>;

/** Busy mode on for `forMinutes` from now (replacing one that runs), with the job that ends it. */
export async function startBusyMode(
  ctx: VenuesDeps,
  user: RequestUser,
  venueId: number,
  request: TStartBusyModeRequest,
): Promise<TVenue> {
  const before = busyModeOf(await scopedVenue(ctx.db.kysely, user, venueId));
  const now = clockIso(ctx.clock);
  const until = new Date(ctx.clock.now() + request.forMinutes * 60_000).toISOString();
  const venue = await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('venues')
      .set({ busy_extra_minutes: request.extraMinutes, busy_until: until, updated_at: now })
      .where('id', '=', venueId)
      .execute();
    const payload: BusyEndPayload = { venueId, until };
    await ctx.enqueue(trx, VENUE_BUSY_END_JOB, payload, { runAt: new Date(until) });
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'venue.busy',
      entity: 'venue',
      entityId: venueId,
      before,
      after: { extraMinutes: request.extraMinutes, until },
    });
    return readBack(ctx, trx, venueId);
  });
  ctx.worker.nudge();
  return (await publishVenue(ctx, venueId)) ?? venue;
}

/** Busy mode off before its time (a venue that is not busy answers as it is). */
export async function endBusyMode(ctx: VenuesDeps, user: RequestUser, venueId: number): Promise<TVenue> {
  const row = await scopedVenue(ctx.db.kysely, user, venueId);
  const before = busyModeOf(row);
  if (!before) return readBack(ctx, ctx.db.kysely, venueId);
  await clearBusyMode(ctx, venueId, before, user.id);
  return (await publishVenue(ctx, venueId)) ?? readBack(ctx, ctx.db.kysely, venueId);
}

async function clearBusyMode(
  ctx: Pick<VenuesDeps, 'db' | 'clock'>,
  venueId: number,
  before: TBusyMode,
  userId: number | null,
): Promise<void> {
  const now = clockIso(ctx.clock);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('venues')
      .set({ busy_extra_minutes: null, busy_until: null, updated_at: now })
      .where('id', '=', venueId)
      .execute();
    await writeAudit(trx, {
      userId,
      at: now,
      action: 'venue.busy-end',
      entity: 'venue',
      entityId: venueId,
      before,
      after: null,
    });
  });
}

/** Clears busy mode at its end, so the boards hear of it; one started again since has another end and stays. */
export function busyEndJob(ctx: VenuesDeps): JobHandlerOf<typeof VENUE_BUSY_END_JOB> {
  return {
    async run(payload) {
      const { venueId, until } = payload;
      const row = await ctx.db.kysely
        .selectFrom('venues')
        .select(['busy_extra_minutes', 'busy_until'])
        .where('id', '=', venueId)
        .executeTakeFirst();
      const busy = row ? busyModeOf(row) : null;
      if (!busy || busy.until !== until) return;
      await clearBusyMode(ctx, venueId, busy, null);
      await publishVenue(ctx, venueId);
    },
  };
}
