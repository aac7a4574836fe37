import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const managersKeys = createResourceKeys(RESOURCE_ROOTS.managers);
