import { defineContract } from '../../api/define-contract';
import { ZIdParams, ZNoContent } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';

export const deleteAdminContract = defineContract({
  method: 'DELETE',
  path: '/api/admins/:id',
  summary: 'Delete an administrator',
  tags: ['admins'],
  access: Permission.ADMINS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
