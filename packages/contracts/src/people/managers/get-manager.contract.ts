import { defineContract } from '../../api/define-contract';
import { ZIdParams } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';
import { ZManager } from './manager.schema';

export const getManagerContract = defineContract({
  method: 'GET',
  path: '/api/managers/:id',
  summary: 'One manager',
  tags: ['managers'],
  access: Permission.MANAGERS_MANAGE,
  params: ZIdParams,
  response: ZManager,
});
