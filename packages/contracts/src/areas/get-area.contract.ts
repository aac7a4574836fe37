import { defineContract } from '../api/define-contract';
import { ZIdParams } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZArea } from './area.schema';

export const getAreaContract = defineContract({
  method: 'GET',
  path: '/api/areas/:id',
  summary: 'One area',
  tags: ['areas'],
  access: Permission.AREAS_READ,
  params: ZIdParams,
  response: ZArea,
});
