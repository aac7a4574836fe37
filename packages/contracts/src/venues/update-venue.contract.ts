import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZUpdateVenueRequest, ZVenue } from './venue.schema';

/**
 * The id travels in the body (docs/product.md §7: `PUT /venues`). Managers change only settings, cooking times
 * and time zone of their own venue; info and connections need venue management (admin, dealer);
 * licence dates are an administrator's.
 */
export const updateVenueContract = defineContract({
  method: 'PUT',
  path: '/api/venues',
  summary: 'Change a venue',
  tags: ['venues'],
  access: Permission.VENUES_SETTINGS,
  body: ZUpdateVenueRequest,
  response: ZVenue,
});
