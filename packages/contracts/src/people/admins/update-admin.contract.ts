import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZUpdateAdminRequest, ZAdmin } from './admin.schema';

/** The id travels in the body (docs/product.md §7: `PUT /admins`). */
export const updateAdminContract = defineContract({
  method: 'PUT',
  path: '/api/admins',
  summary: 'Change an administrator',
  tags: ['admins'],
  access: Permission.ADMINS_MANAGE,
  body: ZUpdateAdminRequest,
  response: ZAdmin,
});
