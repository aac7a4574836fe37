import {
  checkConnectionContract,
  setVenueAvailabilityContract,
  setVenueOfflineContract,
  setVenueOnlineContract,
  updateVenueScheduleContract,
  type TCheckConnectionRequest,
  type TCheckConnectionResult,
  type TScheduleEntry,
  type TVenue,
  type TVenueAvailabilityRequest,
} from '@orderdesk/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
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

/** Open or close the venue on every enabled platform (`PATCH /venues/{id}/Online|Offline`). */
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

/** One connection online or paused (`PATCH /venues/availability`). */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVenueAvailabilityRequest): Promise<TVenue> =>
      callContract(setVenueAvailabilityContract, { body }),
    onSuccess: (venue) => applyVenue(queryClient, venue),
  });
}

/** A harmless call to the platform with the connection's credentials; the answer is in words. */
export function useCheckConnection() {
  return useMutation({
    mutationFn: (body: TCheckConnectionRequest): Promise<TCheckConnectionResult> =>
      callContract(checkConnectionContract, { body }),
  });
}

/** Saves the schedule (24-hour entries); 400 field errors stay with the caller's form. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, availability }: { venueId: number; availability: TScheduleEntry[] }) =>
      callContract(updateVenueScheduleContract, {
        params: { venueId },
        body: { availability },
        formErrors: true,
      }),
    onSuccess: (venue) => applyVenue(queryClient, venue),
  });
}
