import {
  endBusyModeEndpoint,
  setVenueOfflineEndpoint,
  startBusyModeEndpoint,
  type TVenue,
} from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { venuesKeys } from '../../../api/venues-keys';

/** The venue as a busy-mode change answered it: the board shows it at once (the hub's push may follow). */
function useApplyVenue() {
  const queryClient = useQueryClient();
  return (venue: TVenue) => {
    queryClient.setQueryData(venuesKeys.detail(venue.id), venue);
    void queryClient.invalidateQueries({ queryKey: venuesKeys.lists() });
  };
}

/** Busy mode on: `extraMinutes` more cooking time for new orders, for `forMinutes`. */
export function useStartBusyMode(venueId: number) {
  const apply = useApplyVenue();
  return useMutation({
    mutationFn: (body: { extraMinutes: number; forMinutes: number }) =>
      callContract(startBusyModeEndpoint, { params: { venueId }, body }),
    onSuccess: apply,
  });
}

/** Busy mode off before its time. */
export function useEndBusyMode(venueId: number) {
  const apply = useApplyVenue();
  return useMutation({
    mutationFn: () => callContract(endBusyModeEndpoint, { params: { venueId } }),
    onSuccess: apply,
  });
}

/** Every platform of the venue paused for `minutes` through the venue's timed pause (it ends by itself). */
export function usePauseVenue(venueId: number) {
  const apply = useApplyVenue();
  return useMutation({
    mutationFn: (minutes: number) =>
      callContract(setVenueOfflineEndpoint, {
        params: { venueId },
        body: { until: new Date(Date.now() + minutes * 60_000).toISOString() },
      }),
    onSuccess: apply,
  });
}
