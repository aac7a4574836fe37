import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZVenue } from './venue.schema';
import { ZVenueIdParams, ZVenueOnlineRequest } from './venue-status.schema';

/** The venue and every enabled connection go online; a pending timed pause is over. */
export const setVenueOnlineContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/:venueId/Online',
  summary: 'Open the venue on every enabled platform',
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  params: ZVenueIdParams,
  body: ZVenueOnlineRequest,
  response: ZVenue,
});
