/** What the venues module offers the hub (it imports nothing else of it). */
export { findScopedVenue } from './venue-scope';
export { findVenue } from './venues.repository';
