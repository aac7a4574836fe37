import {
  createManagerContract,
  deleteManagerContract,
  getManagerContract,
  listManagersContract,
  updateManagerContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { managersKeys } from './managers-keys';

/** `/api/managers` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const managersResource = createCrudResource(managersKeys, {
  list: listManagersContract,
  get: getManagerContract,
  create: createManagerContract,
  update: updateManagerContract,
  remove: deleteManagerContract,
});

export const {
  useList: useManagers,
  useDetail: useManager,
  useCreate: useCreateManager,
  useUpdate: useUpdateManager,
  useDelete: useDeleteManager,
} = managersResource;
