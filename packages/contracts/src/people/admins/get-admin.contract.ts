import { defineContract } from '../../api/define-contract';
import { ZIdParams } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';
import { ZAdmin } from './admin.schema';

export const getAdminContract = defineContract({
  method: 'GET',
  path: '/api/admins/:id',
  summary: 'One administrator',
  tags: ['admins'],
  access: Permission.ADMINS_MANAGE,
  params: ZIdParams,
  response: ZAdmin,
});
