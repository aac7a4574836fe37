import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const dealersKeys = createResourceKeys(RESOURCE_ROOTS.dealers);
