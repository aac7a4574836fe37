import { defineContract } from '../../api/define-contract';
import { ZIdParams, ZNoContent } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';

export const deleteOperatorContract = defineContract({
  method: 'DELETE',
  path: '/api/operators/:id',
  summary: 'Delete an operator',
  tags: ['operators'],
  access: Permission.OPERATORS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
