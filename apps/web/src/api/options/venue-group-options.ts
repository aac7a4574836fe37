import { LIST_PAGE_SIZE_MAX, listVenueGroupsContract } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../http-client';
import { createResourceKeys, RESOURCE_ROOTS } from '../resource-keys';

const keys = createResourceKeys(RESOURCE_ROOTS.venueGroups);

/**
 * The venue groups of one area, by name: the group selector of a venue, which may only join a group
 * of its own area. Under the venue groups root, so a change on their screens refreshes it.
 */
export function venueGroupOptionsQueryOptions(areaId: number) {
  const query = { page: 1, pageSize: LIST_PAGE_SIZE_MAX, sortBy: 'name', areaId } as const;
  return queryOptions({
    queryKey: keys.options(query),
    queryFn: async ({ signal }) => (await callContract(listVenueGroupsContract, { query, signal })).items,
    // Refetched whenever a form opens: another person may have added an entry meanwhile.
    staleTime: 0,
  });
}

/** Idle without an area, or when `enabled` is false (people who may not list groups). */
export function useVenueGroupOptions(areaId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...venueGroupOptionsQueryOptions(areaId ?? 0), enabled: enabled && areaId !== null });
}
