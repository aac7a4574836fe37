import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZCreateAreaRequest, ZArea } from './area.schema';

export const createAreaContract = defineContract({
  method: 'POST',
  path: '/api/areas',
  summary: 'Create an area',
  tags: ['areas'],
  access: Permission.AREAS_MANAGE,
  body: ZCreateAreaRequest,
  response: ZArea,
  successStatus: 201,
});
