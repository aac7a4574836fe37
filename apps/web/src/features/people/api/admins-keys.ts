import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const adminsKeys = createResourceKeys(RESOURCE_ROOTS.admins);
