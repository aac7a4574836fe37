import type { TVenue } from '@orderdesk/contracts';
import { createContext, useContext, type ComponentType } from 'react';

/** A section another feature adds to the venue screen (features do not import each other). */
export type VenueSection = ComponentType<{ venue: TVenue }>;

/** The sections the app registers; the venue screen shows them in order, after its own. */
export const VenueSectionsContext = createContext<readonly VenueSection[]>([]);

export function VenueSections({ venue }: { venue: TVenue }) {
  const sections = useContext(VenueSectionsContext);
  return sections.map((Section, index) => <Section key={index} venue={venue} />);
}
