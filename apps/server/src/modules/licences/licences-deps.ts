import type { VenuePublishDeps } from '../venues/venue-publish';

/**
 * What licences (requests, settings, the report, a venue's events and actions) are built with: the
 * database and the time, and what pushes a venue whose licence dates an approval changed.
 */
export type LicencesDeps = VenuePublishDeps;
