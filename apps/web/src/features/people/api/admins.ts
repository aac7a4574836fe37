import {
  createAdminContract,
  deleteAdminContract,
  getAdminContract,
  listAdminsContract,
  updateAdminContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { adminsKeys } from './admins-keys';

/** `/api/admins` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const adminsResource = createCrudResource(adminsKeys, {
  list: listAdminsContract,
  get: getAdminContract,
  create: createAdminContract,
  update: updateAdminContract,
  remove: deleteAdminContract,
});

export const {
  useList: useAdmins,
  useDetail: useAdmin,
  useCreate: useCreateAdmin,
  useUpdate: useUpdateAdmin,
  useDelete: useDeleteAdmin,
} = adminsResource;
