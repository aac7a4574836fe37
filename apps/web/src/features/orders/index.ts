// The board pages load lazily from ./pages; only the data hooks other parts of the app need are here.
export { useVenue, venueQueryOptions } from './api/get-venue';
export { useWaitingCount } from './alarms/waiting-count';
