import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZIdParams, ZNoContent } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import {
  ZOrderPosProblems,
  ZPlatformPosItems,
  ZPlatformPosItemsQuery,
  ZPosMapping,
  ZPosMappingParams,
  ZRkMenuChoices,
  ZRkMenuQuery,
  ZSavePosMappingRequest,
} from './pos-mending.schema';

export const orderPosProblemsContract = defineContract({
  method: 'GET',
  path: '/api/orders/:id/pos-problems',
  summary: "Each line of the order that r_keeper cannot take now, and why (the venue's menu and mappings)",
  tags: ['orders'],
  access: Permission.ORDERS_READ,
  params: ZIdParams,
  response: ZOrderPosProblems,
});

export const rkMenuChoicesContract = defineContract({
  method: 'GET',
  path: '/api/venues/:id/rk-menu',
  summary: "Dishes and modifiers of the venue's r_keeper menu, searched by name, code or ident",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  params: ZIdParams,
  query: ZRkMenuQuery,
  response: ZRkMenuChoices,
});

export const platformPosItemsContract = defineContract({
  method: 'GET',
  path: '/api/venues/:id/pos-items',
  summary:
    "Every platform item of the venue (its menus, mappings and orders' lines) with the r_keeper item it maps to, or none",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  params: ZIdParams,
  query: ZPlatformPosItemsQuery,
  response: ZPlatformPosItems,
});

export const listPosMappingsContract = defineContract({
  method: 'GET',
  path: '/api/venues/:id/pos-mappings',
  summary: "The venue's mapping of platform item ids to r_keeper dishes and modifiers",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  params: ZIdParams,
  response: z.array(ZPosMapping),
});

export const savePosMappingContract = defineContract({
  method: 'PUT',
  path: '/api/venues/:id/pos-mappings',
  summary: 'Map a platform item id to an r_keeper dish or modifier (kept by later menu imports)',
  tags: ['venues'],
  access: Permission.VENUES_SETTINGS,
  params: ZIdParams,
  body: ZSavePosMappingRequest,
  response: ZPosMapping,
});

export const deletePosMappingContract = defineContract({
  method: 'DELETE',
  path: '/api/venues/:id/pos-mappings/:mappingId',
  summary: 'Remove one mapping of the venue',
  tags: ['venues'],
  access: Permission.VENUES_SETTINGS,
  params: ZPosMappingParams,
  response: ZNoContent,
  successStatus: 204,
});
