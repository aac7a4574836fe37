import { z } from 'zod';
import { ZOrder } from '../orders/order.schema';
import { ZVenue } from '../venues/venue.schema';

/** Socket.IO path of the OrderHub; the venue is chosen with the `venueId` query parameter. */
export const HUB_PATH = '/api/hubs/orders';

export const HubEvent = {
  ORDER_UPDATED: 'OrderUpdated',
  FORCE_REFRESH_PAGE: 'ForceRefreshPage',
  /** The venue changed (online state, a connection's availability, settings, schedule, connections). */
  VENUE_UPDATED: 'VenueUpdated',
} as const;

export const ZOrderUpdatedEvent = z.object({ order: ZOrder });
export type TOrderUpdatedEvent = z.infer<typeof ZOrderUpdatedEvent>;

/** The whole venue as `GET /api/venues/{id}` answers it, pushed to the venue's room after each change. */
export const ZVenueUpdatedEvent = z.object({ venue: ZVenue });
export type TVenueUpdatedEvent = z.infer<typeof ZVenueUpdatedEvent>;

/** Hub retry after a failed start and the forced-reload delay (docs/product.md §9). */
export const HUB_RETRY_DELAY_MS = 7000;
export const FORCE_RELOAD_DELAY_MS = 7000;
