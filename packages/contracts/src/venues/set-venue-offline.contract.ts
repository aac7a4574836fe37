import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZVenue } from './venue.schema';
import { ZVenueIdParams, ZVenueOfflineRequest } from './venue-status.schema';

/** The venue and every enabled connection go offline; with `until` the pause ends by itself. */
export const setVenueOfflineContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/:venueId/Offline',
  summary: 'Close the venue on every enabled platform, optionally until a time',
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  params: ZVenueIdParams,
  body: ZVenueOfflineRequest,
  response: ZVenue,
});
