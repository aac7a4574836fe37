import { getCurrentVenueContract, type TVenueSummary } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';

export const currentVenueKeys = {
  all: ['current-venue'] as const,
  detail: (venueId: number) => [...currentVenueKeys.all, venueId] as const,
};

export function getVenue(venueId: number, signal?: AbortSignal): Promise<TVenueSummary> {
  return callContract(getCurrentVenueContract, { params: { venueId }, signal });
}

export function venueQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: currentVenueKeys.detail(venueId),
    queryFn: ({ signal }) => getVenue(venueId, signal),
  });
}

/** The venue an order board works on; idle while no venue id is known. */
export function useVenue(venueId: number | null | undefined) {
  return useQuery({
    ...venueQueryOptions(venueId ?? 0),
    enabled: typeof venueId === 'number' && venueId > 0,
  });
}
