// The hub's names and delays; the push schemas are in hub-events.ts (zod stays off the first load).

/** Socket.IO path of the OrderHub; the venue is chosen with the `venueId` query parameter. */
export const HUB_PATH = '/api/hubs/orders';

export const HubEvent = {
  ORDER_UPDATED: 'OrderUpdated',
  FORCE_REFRESH_PAGE: 'ForceRefreshPage',
  /** The venue changed (online state, a connection's availability, settings, schedule, connections). */
  VENUE_UPDATED: 'VenueUpdated',
} as const;

/** Hub retry after a failed start and the forced-reload delay (docs/product.md §9). */
export const HUB_RETRY_DELAY_MS = 7000;
export const FORCE_RELOAD_DELAY_MS = 7000;
