import type { TVenue } from '@orderdesk/contracts';
import { lazy, Suspense } from 'react';
import type { VenueSection } from '../components/venue-sections';

const VenueLicences = lazy(async () => ({
  default: (await import('../features/licences/venue-licences-section')).VenueLicencesSection,
}));

/** The venue screen's sections from other features, loaded with the venue screen's first use. */
export const VENUE_SECTIONS: readonly VenueSection[] = [
  function LicencesSection({ venue }: { venue: TVenue }) {
    return (
      <Suspense fallback={null}>
        <VenueLicences venue={venue} />
      </Suspense>
    );
  },
];
