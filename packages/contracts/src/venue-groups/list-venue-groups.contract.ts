import { defineContract } from '../api/define-contract';
import { ZPaged } from '../api/list-query';
import { Permission } from '../auth/permissions';
import { ZListVenueGroupsQuery, ZVenueGroup } from './venue-group.schema';

export const listVenueGroupsContract = defineContract({
  method: 'GET',
  path: '/api/VenueGroups',
  summary: "Venue groups in the caller's scope, searched and paged",
  tags: ['venue-groups'],
  access: Permission.VENUE_GROUPS_MANAGE,
  query: ZListVenueGroupsQuery,
  response: ZPaged(ZVenueGroup),
});
