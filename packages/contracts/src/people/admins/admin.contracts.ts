import { defineCollectionContracts } from '../../api/collection-contracts';
import { Permission } from '../../auth/permissions';
import { ZAdmin, ZCreateAdminRequest, ZListAdminsQuery, ZUpdateAdminRequest } from './admin.schema';

export const adminContracts = defineCollectionContracts({
  path: '/api/admins',
  tag: 'admins',
  one: 'an administrator',
  many: 'Administrators',
  scoped: false,
  access: { read: Permission.ADMINS_MANAGE, manage: Permission.ADMINS_MANAGE },
  entity: ZAdmin,
  create: ZCreateAdminRequest,
  update: ZUpdateAdminRequest,
  listQuery: ZListAdminsQuery,
});

export const {
  list: listAdminsContract,
  get: getAdminContract,
  create: createAdminContract,
  update: updateAdminContract,
  remove: deleteAdminContract,
} = adminContracts;
