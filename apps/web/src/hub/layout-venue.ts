import { createContext, useContext } from 'react';

/**
 * The venue whose hub connection and alarms the signed-in layout keeps on every screen (a manager's or
 * operator's own venue); null when it keeps none (admins, dealers). A board of that venue uses them
 * instead of opening a second connection.
 */
export const LayoutVenueContext = createContext<number | null>(null);

export function useLayoutKeepsVenue(venueId: number): boolean {
  return useContext(LayoutVenueContext) === venueId;
}
