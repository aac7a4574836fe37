import { z } from 'zod';
import { ZEntityId } from '../api/entity-id';
import { createListQuery } from '../api/list-query';

/** A region a dealer serves; venues and venue groups lie in one. */
export const ZArea = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type TArea = z.infer<typeof ZArea>;

/** Area names are unique regardless of case. */
export const ZAreaName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name may be at most 200 characters');

export const ZCreateAreaRequest = z.object({ name: ZAreaName });
export type TCreateAreaRequest = z.input<typeof ZCreateAreaRequest>;

export const ZUpdateAreaRequest = z.object({ id: ZEntityId, name: ZAreaName });
export type TUpdateAreaRequest = z.input<typeof ZUpdateAreaRequest>;

export const ZListAreasQuery = createListQuery({ sortable: ['name'] });
export type TListAreasQuery = z.output<typeof ZListAreasQuery>;
