import { defineContract } from '../api/define-contract';
import { ZPaged } from '../api/list-query';
import { Permission } from '../auth/permissions';
import { ZListVenuesQuery, ZVenueListItem } from './venue.schema';

export const listVenuesContract = defineContract({
  method: 'GET',
  path: '/api/venues',
  summary: "Venues in the caller's scope, searched, filtered by area or group, and paged",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  query: ZListVenuesQuery,
  response: ZPaged(ZVenueListItem),
});
