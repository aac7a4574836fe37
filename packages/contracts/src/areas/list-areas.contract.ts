import { defineContract } from '../api/define-contract';
import { ZPaged } from '../api/list-query';
import { Permission } from '../auth/permissions';
import { ZListAreasQuery, ZArea } from './area.schema';

export const listAreasContract = defineContract({
  method: 'GET',
  path: '/api/areas',
  summary: "Areas in the caller's scope, searched and paged",
  tags: ['areas'],
  access: Permission.AREAS_READ,
  query: ZListAreasQuery,
  response: ZPaged(ZArea),
});
