import { listVenueIdNamesContract, type TVenueIdName } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callContract } from '../http-client';
import { venuesKeys } from '../venues-keys';

/** Id and name of every venue the user reaches (`GET /venues/id-name`): the restaurant selectors. */
export function venueOptionsQueryOptions() {
  return queryOptions({
    queryKey: venuesKeys.options(),
    queryFn: ({ signal }) => callContract(listVenueIdNamesContract, { signal }),
    // Refetched whenever a form opens: another person may have added an entry meanwhile.
    staleTime: 0,
  });
}

export function useVenueOptions() {
  const query = useQuery(venueOptionsQueryOptions());
  const names = useMemo(
    () => new Map((query.data ?? []).map((venue: TVenueIdName) => [venue.id, venue.name])),
    [query.data],
  );
  return { ...query, names };
}
