import type { AppContext } from '../../app-context';
import { readVenue } from './venue-view';

/**
 * Pushes the venue, as it is now, to its OrderHub room: call it after the commit of any change to
 * the venue (online state, availability, settings, schedule, connections, licence dates).
 */
export async function publishVenue(ctx: AppContext, venueId: number): Promise<void> {
  const venue = await readVenue(ctx.db.kysely, ctx.secrets, venueId);
  if (venue) ctx.hub.publishVenue(venue);
}
