import { defineContract } from '../../api/define-contract';
import { ZIdParams, ZNoContent } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';

export const deleteDealerContract = defineContract({
  method: 'DELETE',
  path: '/api/dealers/:id',
  summary: 'Delete a dealer',
  tags: ['dealers'],
  access: Permission.DEALERS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
