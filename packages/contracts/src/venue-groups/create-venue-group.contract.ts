import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZCreateVenueGroupRequest, ZVenueGroup } from './venue-group.schema';

export const createVenueGroupContract = defineContract({
  method: 'POST',
  path: '/api/VenueGroups',
  summary: 'Create a venue group',
  tags: ['venue-groups'],
  access: Permission.VENUE_GROUPS_MANAGE,
  body: ZCreateVenueGroupRequest,
  response: ZVenueGroup,
  successStatus: 201,
});
