import { defineContract } from '../api/define-contract';
import { ZIdParams } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZVenueGroup } from './venue-group.schema';

export const getVenueGroupContract = defineContract({
  method: 'GET',
  path: '/api/VenueGroups/:id',
  summary: 'One venue group',
  tags: ['venue-groups'],
  access: Permission.VENUE_GROUPS_MANAGE,
  params: ZIdParams,
  response: ZVenueGroup,
});
