import { defineContract } from '../../api/define-contract';
import { ZIdParams, ZNoContent } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';

export const deleteManagerContract = defineContract({
  method: 'DELETE',
  path: '/api/managers/:id',
  summary: 'Delete a manager',
  tags: ['managers'],
  access: Permission.MANAGERS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
