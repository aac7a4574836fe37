import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { ZPeopleListQuery, ZPerson, personCreateFields, personUpdateFields } from './person.schema';

/**
 * Managers and operators: bound to one venue (`venueId`, which decides what they reach) and carrying
 * the venue and venue group their screens are showing (`activeVenueId`, `activeVenueGroupId`).
 */
export const ZVenueStaffMember = ZPerson.extend({
  venueId: z.number().int().nullable(),
  activeVenueId: z.number().int().nullable(),
  activeVenueGroupId: z.number().int().nullable(),
});
export type TVenueStaffMember = z.infer<typeof ZVenueStaffMember>;

/** Left out on create: the active venue is the bound venue, the active group that venue's group. */
export const ZCreateVenueStaffRequest = z.object({
  ...personCreateFields,
  venueId: ZEntityId,
  activeVenueId: ZEntityId.nullable().optional(),
  activeVenueGroupId: ZEntityId.nullable().optional(),
});
export type TCreateVenueStaffRequest = z.input<typeof ZCreateVenueStaffRequest>;

export const ZUpdateVenueStaffRequest = z.object({
  ...personUpdateFields,
  venueId: ZEntityId.optional(),
  activeVenueId: ZEntityId.nullable().optional(),
  activeVenueGroupId: ZEntityId.nullable().optional(),
});
export type TUpdateVenueStaffRequest = z.input<typeof ZUpdateVenueStaffRequest>;

/** `venueId` is the restaurant selector of the Managers and Operators tabs. */
export const ZListVenueStaffQuery = ZPeopleListQuery.extend({ venueId: ZQueryId.optional() });
export type TListVenueStaffQuery = z.output<typeof ZListVenueStaffQuery>;
