import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../../api/entity-id';
import { ZPeopleListQuery, ZPerson, personCreateFields, personUpdateFields } from '../person.schema';

/** A dealer serves one or more areas and reaches what lies in them. */
export const ZDealer = ZPerson.extend({ areaIds: z.array(z.number().int()) });
export type TDealer = z.infer<typeof ZDealer>;

const ZAreaIds = z
  .array(ZEntityId)
  .min(1, 'Choose at least one area')
  .max(500)
  .transform((ids) => [...new Set(ids)]);

export const ZCreateDealerRequest = z.object({ ...personCreateFields, areaIds: ZAreaIds });
export type TCreateDealerRequest = z.input<typeof ZCreateDealerRequest>;

/** `areaIds`, when given, replaces the dealer's areas. */
export const ZUpdateDealerRequest = z.object({ ...personUpdateFields, areaIds: ZAreaIds.optional() });
export type TUpdateDealerRequest = z.input<typeof ZUpdateDealerRequest>;

/** `areaId` is the area selector of the Dealers tab. */
export const ZListDealersQuery = ZPeopleListQuery.extend({ areaId: ZQueryId.optional() });
export type TListDealersQuery = z.output<typeof ZListDealersQuery>;
