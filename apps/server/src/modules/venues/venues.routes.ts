import { getCurrentVenueContract, listVenueIdNamesContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { findScopedVenue } from './venue-scope';
import { listScopedVenueIdNames, toVenueSummary } from './venues.repository';

export function registerVenueRoutes(ctx: AppContext): void {
  registerContract(ctx.app, listVenueIdNamesContract, ({ user }) =>
    listScopedVenueIdNames(ctx.db.kysely, user),
  );
  registerContract(ctx.app, getCurrentVenueContract, async ({ params, user }) => {
    const venue = await findScopedVenue(ctx.db.kysely, user, params.venueId);
    if (!venue) throw AppError.notFound('Venue');
    return toVenueSummary(venue);
  });
}
