import type { TVenue } from '@orderdesk/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { SecretBox } from '../../security/secret-box';
import { readVenue } from './venue-view';

/** What pushing a venue to its boards takes: it reads the venue (with its sealed credentials' state). */
export interface VenuePublishDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  hub: { publishVenue(venue: TVenue): void };
}

/**
 * Pushes the venue, as it is now, to its OrderHub room: call it after the commit of any change to
 * the venue (online state, availability, settings, schedule, connections, licence dates). The push
 * version is raised first and the venue read after it, so a push of a higher version always carries
 * every change whose push came before: a board that drops a lower version never goes back. Answers
 * the venue pushed, which is also what the change's HTTP answer carries.
 */
export async function publishVenue(ctx: VenuePublishDeps, venueId: number): Promise<TVenue | undefined> {
  await ctx.db.kysely
    .updateTable('venues')
    .set((eb) => ({ push_version: eb('push_version', '+', 1) }))
    .where('id', '=', venueId)
    .execute();
  const venue = await readVenue(ctx.db.kysely, ctx.secrets, venueId, new Date(ctx.clock.now()));
  if (venue) ctx.hub.publishVenue(venue);
  return venue;
}
