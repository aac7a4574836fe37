import { isVenueBoundRole } from '@orderdesk/contracts';
import { useSession } from '../../features/auth';
import { useVenue } from '../../features/orders';

/**
 * Managers and operators load their venue at sign-in (docs/product.md §6); the guard waits for it before the
 * start page. True once it has loaded or failed, and always for other roles.
 */
export function useVenueSettled(): boolean {
  const { role, profile } = useSession();
  const bound = role !== undefined && isVenueBoundRole(role);
  const venueId = bound ? (profile?.venueId ?? null) : null;
  const venue = useVenue(venueId);
  if (venueId === null) return true;
  return venue.isSuccess || venue.isError;
}
