import { LIST_PAGE_SIZE_MAX, listAreasContract, type TArea } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callContract } from '../http-client';
import { createResourceKeys, RESOURCE_ROOTS } from '../resource-keys';

const keys = createResourceKeys(RESOURCE_ROOTS.areas);
const QUERY = { page: 1, pageSize: LIST_PAGE_SIZE_MAX, sortBy: 'name' } as const;

/**
 * Areas for selectors (the Dealers tab's filter, a dealer's areas, a venue group's area), by name.
 * Under the areas root, so a change on the Areas screen refreshes every selector.
 */
export function areaOptionsQueryOptions() {
  return queryOptions({
    queryKey: keys.options(QUERY),
    queryFn: async ({ signal }) => (await callContract(listAreasContract, { query: QUERY, signal })).items,
    // Refetched whenever a form opens: another person may have added an entry meanwhile.
    staleTime: 0,
  });
}

/** `enabled: false` for people who may not list areas (managers see a venue's area by name). */
export function useAreaOptions({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...areaOptionsQueryOptions(), enabled });
  const names = useMemo(
    () => new Map((query.data ?? []).map((area: TArea) => [area.id, area.name])),
    [query.data],
  );
  return { ...query, names };
}
