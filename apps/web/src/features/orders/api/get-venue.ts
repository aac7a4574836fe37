import { getVenueEndpoint, type TVenue } from '@orderdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { venuesKeys } from '../../../api/venues-keys';

export function getVenue(venueId: number, signal?: AbortSignal): Promise<TVenue> {
  return callContract(getVenueEndpoint, { params: { id: venueId }, signal });
}

/**
 * The board's venue is the venue screen's record (one route serves both), kept under the venues
 * resource's detail key: saving a venue on its screen updates the board, and the other way round.
 */
export function venueQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: venuesKeys.detail(venueId),
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
