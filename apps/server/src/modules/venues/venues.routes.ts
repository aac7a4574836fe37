import { getCurrentVenueContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { canAccessVenue } from './venue-scope';
import { findVenue, toVenueSummary } from './venues.repository';

export function registerVenueRoutes(ctx: AppContext): void {
  registerContract(ctx.app, getCurrentVenueContract, async ({ params, user }) => {
    const venue = canAccessVenue(user, params.venueId)
      ? await findVenue(ctx.db.kysely, params.venueId)
      : undefined;
    if (!venue) throw AppError.notFound('Venue');
    return toVenueSummary(venue);
  });
}
