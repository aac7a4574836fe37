import { isVenueBoundRole, type AppRouteName } from '@orderdesk/contracts';
import { useState } from 'react';
import { useSession } from '../../features/auth';
import { useDeepestParams, useRouteName } from '../guard/route-name';

/** Routes whose `:id` is a venue: opening one makes it the venue the header's order links point at. */
const VENUE_ID_ROUTES: readonly (AppRouteName | 'error' | undefined)[] = [
  'new-orders-id',
  'orders-id',
  'incorrect-orders-id',
  'venue',
];

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The venue the header works with: a manager's or operator's own, else the last venue opened. */
export function useCurrentVenueId(): number | null {
  const { role, profile } = useSession();
  const routeName = useRouteName();
  const params = useDeepestParams();
  const fromUrl = VENUE_ID_ROUTES.includes(routeName) ? positiveInt(params.id) : null;
  const [chosen, setChosen] = useState<number | null>(fromUrl);

  // Remember the venue while the user moves on to pages without one.
  if (fromUrl !== null && fromUrl !== chosen) setChosen(fromUrl);

  if (role !== undefined && isVenueBoundRole(role)) return profile?.venueId ?? null;
  return fromUrl ?? chosen;
}
