import { z } from 'zod';
import { ZOrder } from '../orders/order.schema';
import { ZVenue } from '../venues/venue.schema';

export { FORCE_RELOAD_DELAY_MS, HUB_PATH, HUB_RETRY_DELAY_MS, HubEvent } from './hub-names';

export const ZOrderUpdatedEvent = z.object({ order: ZOrder });
export type TOrderUpdatedEvent = z.infer<typeof ZOrderUpdatedEvent>;

/** The whole venue as `GET /api/venues/{id}` answers it, pushed to the venue's room after each change. */
export const ZVenueUpdatedEvent = z.object({ venue: ZVenue });
export type TVenueUpdatedEvent = z.infer<typeof ZVenueUpdatedEvent>;
