import { defineCollectionContracts } from '../api/collection-contracts';
import { Permission } from '../auth/permissions';
import {
  ZVenueGroup,
  ZCreateVenueGroupRequest,
  ZListVenueGroupsQuery,
  ZUpdateVenueGroupRequest,
} from './venue-group.schema';

export const venueGroupContracts = defineCollectionContracts({
  path: '/api/VenueGroups',
  tag: 'venue-groups',
  one: 'a venue group',
  many: 'Venue groups',
  scoped: true,
  access: { read: Permission.VENUE_GROUPS_MANAGE, manage: Permission.VENUE_GROUPS_MANAGE },
  entity: ZVenueGroup,
  create: ZCreateVenueGroupRequest,
  update: ZUpdateVenueGroupRequest,
  listQuery: ZListVenueGroupsQuery,
});

export const {
  list: listVenueGroupsContract,
  get: getVenueGroupContract,
  create: createVenueGroupContract,
  update: updateVenueGroupContract,
  remove: deleteVenueGroupContract,
} = venueGroupContracts;
