import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZCreateVenueRequest, ZVenue } from './venue.schema';

export const createVenueContract = defineContract({
  method: 'POST',
  path: '/api/venues',
  summary: 'Create a venue',
  tags: ['venues'],
  access: Permission.VENUES_MANAGE,
  body: ZCreateVenueRequest,
  response: ZVenue,
  successStatus: 201,
});
