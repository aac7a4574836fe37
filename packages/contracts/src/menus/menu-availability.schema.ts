import { z } from 'zod';
import { ZEntityId } from '../api/entity-id';
import { PLATFORM_KINDS } from '../platforms/distributor-type';
import { ZUtcDateTime } from '../venues/venue-settings';

/** Most elements one availability change may carry (a whole menu of a large venue). */
export const MENU_AVAILABILITY_MAX_IDS = 5000;

/**
 * `POST /api/Menu/Availability`: sold out (or back) on every connection of the venue at once. A
 * category sets its dishes, a modifier every modifier with the same r_keeper id (docs/product.md §4). `until`
 * (only when switching off) brings them back by itself at that time.
 */
export const ZMenuAvailabilityRequest = z
  .object({
    venueId: ZEntityId,
    ids: z
      .array(z.string().trim().min(1).max(200))
      .min(1, 'Choose at least one dish or modifier')
      .max(MENU_AVAILABILITY_MAX_IDS),
    isAvailable: z.boolean(),
    until: ZUtcDateTime.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.until) return;
    if (value.isAvailable)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'An end time goes with sold out only' });
    else if (Date.parse(value.until) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'The end time must be in the future' });
  });
export type TMenuAvailabilityRequest = z.infer<typeof ZMenuAvailabilityRequest>;

export const ZMenuAvailabilityResult = z.object({
  /** When the elements come back by themselves; null when they stay until switched on. */
  until: z.string().nullable(),
  connections: z.array(
    z.object({
      instanceId: z.number().int(),
      platform: z.enum(PLATFORM_KINDS),
      name: z.string(),
      /** Dishes, combos and modifiers whose availability changed on this connection. */
      changed: z.number().int(),
      /** Whether the change is sent to the platform (the connection is switched on). */
      sent: z.boolean(),
    }),
  ),
});
export type TMenuAvailabilityResult = z.infer<typeof ZMenuAvailabilityResult>;
