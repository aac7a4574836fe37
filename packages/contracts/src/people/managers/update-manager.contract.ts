import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZUpdateManagerRequest, ZManager } from './manager.schema';

/** The id travels in the body (docs/product.md §7: `PUT /managers`). */
export const updateManagerContract = defineContract({
  method: 'PUT',
  path: '/api/managers',
  summary: 'Change a manager',
  tags: ['managers'],
  access: Permission.MANAGERS_MANAGE,
  body: ZUpdateManagerRequest,
  response: ZManager,
});
