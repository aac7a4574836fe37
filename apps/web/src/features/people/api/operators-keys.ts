import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const operatorsKeys = createResourceKeys(RESOURCE_ROOTS.operators);
