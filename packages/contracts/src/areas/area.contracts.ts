import { defineCollectionContracts } from '../api/collection-contracts';
import { Permission } from '../auth/permissions';
import { ZArea, ZCreateAreaRequest, ZListAreasQuery, ZUpdateAreaRequest } from './area.schema';

export const areaContracts = defineCollectionContracts({
  path: '/api/areas',
  tag: 'areas',
  one: 'an area',
  many: 'Areas',
  scoped: true,
  access: { read: Permission.AREAS_READ, manage: Permission.AREAS_MANAGE },
  entity: ZArea,
  create: ZCreateAreaRequest,
  update: ZUpdateAreaRequest,
  listQuery: ZListAreasQuery,
});

export const {
  list: listAreasContract,
  get: getAreaContract,
  create: createAreaContract,
  update: updateAreaContract,
  remove: deleteAreaContract,
} = areaContracts;
