import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZUpdateVenueGroupRequest, ZVenueGroup } from './venue-group.schema';

/** The id travels in the body (docs/product.md §7: `PUT /VenueGroups`). */
export const updateVenueGroupContract = defineContract({
  method: 'PUT',
  path: '/api/VenueGroups',
  summary: 'Change a venue group',
  tags: ['venue-groups'],
  access: Permission.VENUE_GROUPS_MANAGE,
  body: ZUpdateVenueGroupRequest,
  response: ZVenueGroup,
});
