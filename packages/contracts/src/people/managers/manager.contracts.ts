import { defineCollectionContracts } from '../../api/collection-contracts';
import { Permission } from '../../auth/permissions';
import { ZManager, ZCreateManagerRequest, ZListManagersQuery, ZUpdateManagerRequest } from './manager.schema';

export const managerContracts = defineCollectionContracts({
  path: '/api/managers',
  tag: 'managers',
  one: 'a manager',
  many: 'Managers',
  scoped: true,
  access: { read: Permission.MANAGERS_MANAGE, manage: Permission.MANAGERS_MANAGE },
  entity: ZManager,
  create: ZCreateManagerRequest,
  update: ZUpdateManagerRequest,
  listQuery: ZListManagersQuery,
});

export const {
  list: listManagersContract,
  get: getManagerContract,
  create: createManagerContract,
  update: updateManagerContract,
  remove: deleteManagerContract,
} = managerContracts;
