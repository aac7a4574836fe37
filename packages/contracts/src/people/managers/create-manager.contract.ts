import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZCreateManagerRequest, ZManager } from './manager.schema';

export const createManagerContract = defineContract({
  method: 'POST',
  path: '/api/managers',
  summary: 'Create a manager',
  tags: ['managers'],
  access: Permission.MANAGERS_MANAGE,
  body: ZCreateManagerRequest,
  response: ZManager,
  successStatus: 201,
});
