import { defineContract } from '../../api/define-contract';
import { ZPaged } from '../../api/list-query';
import { Permission } from '../../auth/permissions';
import { ZListManagersQuery, ZManager } from './manager.schema';

export const listManagersContract = defineContract({
  method: 'GET',
  path: '/api/managers',
  summary: "Managers in the caller's scope, searched and paged",
  tags: ['managers'],
  access: Permission.MANAGERS_MANAGE,
  query: ZListManagersQuery,
  response: ZPaged(ZManager),
});
