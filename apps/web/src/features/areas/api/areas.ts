import {
  createAreaContract,
  deleteAreaContract,
  getAreaContract,
  listAreasContract,
  updateAreaContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { areasKeys } from './areas-keys';

/** `/api/areas` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const areasResource = createCrudResource(areasKeys, {
  list: listAreasContract,
  get: getAreaContract,
  create: createAreaContract,
  update: updateAreaContract,
  remove: deleteAreaContract,
});

export const {
  useList: useAreas,
  useDetail: useArea,
  useCreate: useCreateArea,
  useUpdate: useUpdateArea,
  useDelete: useDeleteArea,
} = areasResource;
