import { setVenueOfflineContract, setVenueOnlineContract, type TVenue } from '@orderdesk/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callContract } from './http-client';
import { venuesKeys } from './venues-keys';

/**
 * A venue answered by a change: the open screen, the board and the drawer read it under its detail
 * key at once; lists (status chips, filters) load again. The detail is read again too: the platforms'
 * confirmations (VenueUpdated) may have been pushed before this answer arrived, and must not be lost.
 */
export async function applyVenue(queryClient: QueryClient, venue: TVenue): Promise<void> {
  queryClient.setQueryData(venuesKeys.detail(venue.id), venue);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: venuesKeys.detail(venue.id) }),
    queryClient.invalidateQueries({ queryKey: venuesKeys.lists() }),
  ]);
}

export interface VenueToggle {
  venueId: number;
  /** The state to reach: docs/product.md §4 toggles to the opposite of the current status. */
  online: boolean;
  /** A timed pause's end (closing only). */
  until?: string;
  reason?: string;
}

/**
 * Open or close the venue on every enabled platform (`PATCH /venues/{id}/Online|Offline`): the venue
 * screens' Open/Close and the board's closed-venue banner.
 */
export function useToggleVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, online, until, reason }: VenueToggle): Promise<TVenue> => {
      const params = { venueId };
      if (online) return callContract(setVenueOnlineContract, { params, body: reason ? { reason } : {} });
      const body = { ...(until ? { until } : {}), ...(reason ? { reason } : {}) };
      return callContract(setVenueOfflineContract, { params, body });
    },
    onSuccess: (venue) => applyVenue(queryClient, venue),
  });
}
