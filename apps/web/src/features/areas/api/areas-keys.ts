import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

/** Also the root of the area selectors (api/options/area-options), so changes here refresh them. */
export const areasKeys = createResourceKeys(RESOURCE_ROOTS.areas);
