// The board pages load lazily from ./pages; only the data hooks other parts of the app need are here.
export { useVenue, venueQueryOptions, currentVenueKeys } from './api/get-venue';
export { ordersKeys } from './api/orders-keys';
export { useWaitingCount } from './alarms/waiting-count';
