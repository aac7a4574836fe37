import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';

export const venueGroupsKeys = createResourceKeys(RESOURCE_ROOTS.venueGroups);
