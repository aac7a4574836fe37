import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZVenue } from './venue.schema';
import { ZVenueAvailabilityRequest } from './venue-status.schema';

/** One connection online or offline (pause Glovo, keep Wolt open). */
export const setVenueAvailabilityContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/availability',
  summary: 'Open or close the venue on one platform connection',
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  body: ZVenueAvailabilityRequest,
  response: ZVenue,
});
