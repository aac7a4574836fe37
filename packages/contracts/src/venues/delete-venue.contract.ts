import { defineContract } from '../api/define-contract';
import { ZIdParams, ZNoContent } from '../api/entity-id';
import { Permission } from '../auth/permissions';

/** A venue that still has orders or people bound to it is kept (409). */
export const deleteVenueContract = defineContract({
  method: 'DELETE',
  path: '/api/venues/:id',
  summary: 'Delete a venue',
  tags: ['venues'],
  access: Permission.VENUES_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
