import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZUpdateVenueRequest, ZVenue } from './venue.schema';

/** The id travels in the body (spec §7: `PUT /venues`). */
export const updateVenueContract = defineContract({
  method: 'PUT',
  path: '/api/venues',
  summary: 'Change a venue',
  tags: ['venues'],
  access: Permission.VENUES_MANAGE,
  body: ZUpdateVenueRequest,
  response: ZVenue,
});
