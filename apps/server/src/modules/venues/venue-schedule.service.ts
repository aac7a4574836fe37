import {
  PLATFORM_VENUE_CAPABILITIES,
  type TPlatformKind,
  type TScheduleEntry,
  type TVenue,
} from '@orderdesk/contracts';
import type { VenuesDeps } from './venues-deps';
import { clockIso } from '../../clock';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { publishVenue } from './venue-publish';
import { scheduleOf } from './venue-schedule';
import { VENUE_OPENING_HOURS_JOB, type OpeningHoursPayload } from './venue-status.jobs';
import { readBack, scopedVenue } from './venues.service';

/**
 * Saves the schedule (validated by the contract: well-formed, no overlaps) and, in the same
 * transaction, one push job per enabled connection whose platform takes opening hours.
 */
export async function updateVenueSchedule(
  ctx: VenuesDeps,
  user: RequestUser,
  venueId: number,
  availability: readonly TScheduleEntry[],
): Promise<TVenue> {
  const current = await scopedVenue(ctx.db.kysely, user, venueId);
  const now = clockIso(ctx.clock);
  const venue = await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('venues')
      .set({ schedule: JSON.stringify(availability), updated_at: now })
      .where('id', '=', venueId)
      .execute();
    const connections = await trx
      .selectFrom('platform_instances')
      .select(['id', 'platform'])
      .where('venue_id', '=', venueId)
      .where('is_enabled', '=', 1)
      .execute();
    for (const connection of connections) {
      if (!PLATFORM_VENUE_CAPABILITIES[connection.platform as TPlatformKind].openingHours) continue;
      const payload: OpeningHoursPayload = { instanceId: connection.id };
      await ctx.enqueue(trx, VENUE_OPENING_HOURS_JOB, payload);
    }
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'venue.schedule',
      entity: 'venue',
      entityId: venueId,
      before: scheduleOf(current),
      after: availability,
    });
    return readBack(ctx, trx, venueId);
  });
  ctx.worker.nudge();
  return (await publishVenue(ctx, venueId)) ?? venue;
}
