import { defineContract } from '../api/define-contract';
import { ZIdParams, ZNoContent } from '../api/entity-id';
import { Permission } from '../auth/permissions';

export const deleteAreaContract = defineContract({
  method: 'DELETE',
  path: '/api/areas/:id',
  summary: 'Delete an area',
  tags: ['areas'],
  access: Permission.AREAS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});
