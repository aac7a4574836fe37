import {
  createVenueGroupContract,
  deleteVenueGroupContract,
  getVenueGroupContract,
  listVenueGroupsContract,
  updateVenueGroupContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { venueGroupsKeys } from './venue-groups-keys';

/** `/api/VenueGroups` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const venueGroupsResource = createCrudResource(venueGroupsKeys, {
  list: listVenueGroupsContract,
  get: getVenueGroupContract,
  create: createVenueGroupContract,
  update: updateVenueGroupContract,
  remove: deleteVenueGroupContract,
});

export const {
  useList: useVenueGroups,
  useDetail: useVenueGroup,
  useCreate: useCreateVenueGroup,
  useUpdate: useUpdateVenueGroup,
  useDelete: useDeleteVenueGroup,
} = venueGroupsResource;
