import { useParams } from 'react-router';
import { useSession } from '../../auth';

/** The venue of a board: the `:id` of the `-id` routes, else the signed-in user's own venue. */
export function useBoardVenueId(): number | null {
  const { id } = useParams();
  const { profile } = useSession();
  if (id === undefined) return profile?.venueId ?? null;
  const venueId = Number(id);
  return Number.isInteger(venueId) && venueId > 0 ? venueId : null;
}
