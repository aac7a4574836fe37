import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const venuesKeys = createResourceKeys(RESOURCE_ROOTS.venues);
