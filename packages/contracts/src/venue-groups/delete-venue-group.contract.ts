import { defineContract } from '../api/define-contract';
import { ZIdParams, ZNoContent } from '../api/entity-id';
import { Permission } from '../auth/permissions';

export const deleteVenueGroupContract = defineContract({
  method: 'DELETE',
  path: '/api/VenueGroups/:id',
  summary: 'Delete a venue group',
  tags: ['venue-groups'],
  access: Permission.VENUE_GROUPS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
