import {
  createVenueContract,
  deleteVenueContract,
  getVenueContract,
  listVenuesContract,
  updateVenueContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { venuesKeys } from '../../../api/venues-keys';

/**
 * `/api/venues` (docs/product.md §7 collection pattern): fetchers, query options and hooks. A venue's detail key
 * is the order board's too, so a saved venue shows on its board at once.
 */
export const venuesResource = createCrudResource(venuesKeys, {
  list: listVenuesContract,
  get: getVenueContract,
  create: createVenueContract,
  update: updateVenueContract,
  remove: deleteVenueContract,
});

export const {
  useList: useVenues,
  useDetail: useVenueDetail,
  useCreate: useCreateVenue,
  useUpdate: useUpdateVenue,
  useDelete: useDeleteVenue,
} = venuesResource;
