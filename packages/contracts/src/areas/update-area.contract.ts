import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZUpdateAreaRequest, ZArea } from './area.schema';

/** The id travels in the body (docs/product.md §7: `PUT /areas`). */
export const updateAreaContract = defineContract({
  method: 'PUT',
  path: '/api/areas',
  summary: 'Change an area',
  tags: ['areas'],
  access: Permission.AREAS_MANAGE,
  body: ZUpdateAreaRequest,
  response: ZArea,
});
