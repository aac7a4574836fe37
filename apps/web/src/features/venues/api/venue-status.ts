import {
  checkConnectionContract,
  setVenueAvailabilityContract,
  updateVenueScheduleContract,
  type TCheckConnectionRequest,
  type TCheckConnectionResult,
  type TScheduleEntry,
  type TVenue,
  type TVenueAvailabilityRequest,
} from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { applyVenue } from '../../../api/venue-toggle';

// Open and Close live with the shared API code: the order board's closed-venue banner opens a venue too.
export { applyVenue, useToggleVenue, type VenueToggle } from '../../../api/venue-toggle';

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
