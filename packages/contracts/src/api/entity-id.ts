import { z } from 'zod';

/** Largest id the databases hold (32-bit integer keys); a bigger one can only be "not found". */
export const ENTITY_ID_MAX = 2_147_483_647;

/** An id inside a request body. */
export const ZEntityId = z.number().int().positive().max(ENTITY_ID_MAX);

/** An id read from a path or query string. */
export const ZQueryId = z.coerce.number().int().positive().max(ENTITY_ID_MAX);

/** `:id` of a path. */
export const ZIdParams = z.object({ id: ZQueryId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** The body of a 204 answer. */
export const ZNoContent = z.void();
