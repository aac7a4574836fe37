import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZCreateAdminRequest, ZAdmin } from './admin.schema';

export const createAdminContract = defineContract({
  method: 'POST',
  path: '/api/admins',
  summary: 'Create an administrator',
  tags: ['admins'],
  access: Permission.ADMINS_MANAGE,
  body: ZCreateAdminRequest,
  response: ZAdmin,
  successStatus: 201,
});
