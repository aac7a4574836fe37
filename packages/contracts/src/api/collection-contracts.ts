import type { z } from 'zod';
import type { TRouteAccess } from '../auth/permissions';
import { defineContract } from './define-contract';
import { ZIdParams, ZNoContent } from './entity-id';
import { ZPaged } from './list-query';

/** What tells one collection apart from another; the rest of its five endpoints is the one pattern. */
export interface CollectionSpec<
  TEntity extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TQuery extends z.ZodType,
> {
  /** The collection's path under /api, as docs/product.md §7 spells it (`/api/VenueGroups`). */
  path: string;
  tag: string;
  /** One member with its article, for summaries: "an administrator". */
  one: string;
  /** The members, capitalised, for the list's summary: "Administrators". */
  many: string;
  /** Whether the list holds only what lies in the caller's scope (said in its summary). */
  scoped: boolean;
  /** Reading (list and one) and changing (create, change, delete); often the same permission. */
  access: { read: TRouteAccess; manage: TRouteAccess };
  entity: TEntity;
  create: TCreate;
  /** The id travels in the body (docs/product.md §7: `PUT /{name}`). */
  update: TUpdate;
  listQuery: TQuery;
}

/**
 * The five endpoints every collection of docs/product.md §7 has ("admins, areas, dealers, managers,
 * operators follow one pattern ... Venue groups: /VenueGroups with the same pattern"): GET /{name},
 * GET /{name}/:id, POST /{name}, PUT /{name} (id in the body) and DELETE /{name}/:id.
 */
export function defineCollectionContracts<
  TEntity extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TQuery extends z.ZodType,
>(spec: CollectionSpec<TEntity, TCreate, TUpdate, TQuery>) {
  const tags = [spec.tag];
  const { read, manage } = spec.access;
  const withoutArticle = spec.one.replace(/^an? /, '');
  return {
    list: defineContract({
      method: 'GET',
      path: spec.path,
      summary: `${spec.many}${spec.scoped ? " in the caller's scope" : ''}, searched and paged`,
      tags,
      access: read,
      query: spec.listQuery,
      response: ZPaged(spec.entity),
    }),
    get: defineContract({
      method: 'GET',
      path: `${spec.path}/:id`,
      summary: `One ${withoutArticle}`,
      tags,
      access: read,
      params: ZIdParams,
      response: spec.entity,
    }),
    create: defineContract({
      method: 'POST',
      path: spec.path,
      summary: `Create ${spec.one}`,
      tags,
      access: manage,
      body: spec.create,
      response: spec.entity,
      successStatus: 201,
    }),
    update: defineContract({
      method: 'PUT',
      path: spec.path,
      summary: `Change ${spec.one}`,
      tags,
      access: manage,
      body: spec.update,
      response: spec.entity,
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `${spec.path}/:id`,
      summary: `Delete ${spec.one}`,
      tags,
      access: manage,
      params: ZIdParams,
      response: ZNoContent,
      successStatus: 204,
    }),
  };
}
