import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { createListQuery } from '../api/list-query';

/** A chain of venues, within one area. */
export const ZVenueGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  areaId: z.number().int().nullable(),
});
export type TVenueGroup = z.infer<typeof ZVenueGroup>;

const ZVenueGroupName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name may be at most 200 characters');

export const ZCreateVenueGroupRequest = z.object({ name: ZVenueGroupName, areaId: ZEntityId });
export type TCreateVenueGroupRequest = z.input<typeof ZCreateVenueGroupRequest>;

/** A field left out stays as it is. */
export const ZUpdateVenueGroupRequest = z.object({
  id: ZEntityId,
  name: ZVenueGroupName.optional(),
  areaId: ZEntityId.optional(),
});
export type TUpdateVenueGroupRequest = z.input<typeof ZUpdateVenueGroupRequest>;

export const ZListVenueGroupsQuery = createListQuery({ sortable: ['name'] }).extend({
  areaId: ZQueryId.optional(),
});
export type TListVenueGroupsQuery = z.output<typeof ZListVenueGroupsQuery>;
