import { z } from 'zod';
import { ZListedOrder } from '../orders/order.schema';
import { ZVenue } from '../venues/venue.schema';

export { FORCE_RELOAD_DELAY_MS, HUB_PATH, HUB_RETRY_DELAY_MS, HubEvent } from './hub-names';

/**
 * An order as the list carries it (the board's cards hold the list's form), after each change: not the
 * provider part, which no screen reads and which would be most of every push's bytes, to every board of
 * the venue and between instances. `GET /api/orders/{id}` answers it.
 */
export const ZOrderUpdatedEvent = z.object({ order: ZListedOrder });
export type TOrderUpdatedEvent = z.infer<typeof ZOrderUpdatedEvent>;

/** The whole venue as `GET /api/venues/{id}` answers it, pushed to the venue's room after each change. */
export const ZVenueUpdatedEvent = z.object({ venue: ZVenue });
export type TVenueUpdatedEvent = z.infer<typeof ZVenueUpdatedEvent>;
