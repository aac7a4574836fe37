import { createResourceKeys, RESOURCE_ROOTS } from './resource-keys';

/**
 * Query keys of venues. The board, the venue screen, the drawer and the hub read a venue under one
 * detail key: saving it on one screen updates the others, and a pushed venue lands where all read it.
 */
export const venuesKeys = createResourceKeys(RESOURCE_ROOTS.venues);
