import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZEntityId } from '../api/entity-id';
import { Permission } from '../auth/permissions';

export const ZForceRefreshRequest = z
  .object({
    /** One venue's boards; every board when left out. */
    venueId: ZEntityId.optional(),
  })
  .strict();
export type TForceRefreshRequest = z.infer<typeof ZForceRefreshRequest>;

export const ZForceRefreshResult = z.object({
  /** The venue whose boards were told, or null for every board. */
  venueId: z.number().int().nullable(),
  /** When the boards reload: they clear their caches and reload this long after the push. */
  reloadInMs: z.number().int(),
});
export type TForceRefreshResult = z.infer<typeof ZForceRefreshResult>;

/** ForceRefreshPage (docs/product.md §4) on the hub: open boards clear their caches and reload after 7 s. */
export const forceRefreshContract = defineContract({
  method: 'POST',
  path: '/api/hub/force-refresh',
  summary: "Make every open board, or one venue's, clear its caches and reload",
  tags: ['hub'],
  access: Permission.BOARDS_REFRESH,
  body: ZForceRefreshRequest,
  response: ZForceRefreshResult,
});
