import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { ZUtcDateTime } from './venue-settings';

/** `:venueId` of the venue status and schedule paths. */
export const ZVenueIdParams = z.object({ venueId: ZQueryId });

/** Longest timed pause: a week (longer closings are an Offline without `until`). */
export const MAX_PAUSE_MINUTES = 7 * 24 * 60;

const ZReason = z.string().trim().max(200, 'At most 200 characters').optional();

/** A timed pause ends by itself at `until` (in the future, within a week). */
const ZUntil = ZUtcDateTime.refine((value) => Date.parse(value) > Date.now(), 'Choose a time in the future')
  .refine(
    (value) => Date.parse(value) <= Date.now() + MAX_PAUSE_MINUTES * 60_000,
    'A pause may last a week at most',
  )
  .optional();

/** Body of `Offline` (optional): `until` for a timed pause, and a reason the platforms may show. */
export const ZVenueOfflineRequest = z.object({ until: ZUntil, reason: ZReason }).strict().nullish();
export type TVenueOfflineRequest = z.input<typeof ZVenueOfflineRequest>;

/** Body of `Online` (optional). */
export const ZVenueOnlineRequest = z.object({ reason: ZReason }).strict().nullish();
export type TVenueOnlineRequest = z.input<typeof ZVenueOnlineRequest>;

/** `PATCH /venues/availability`: one connection online or offline, the others as they are. */
export const ZVenueAvailabilityRequest = z
  .object({
    venueId: ZEntityId,
    instanceId: ZEntityId,
    isOnline: z.boolean({ message: 'Choose online or offline' }),
    until: ZUntil,
    reason: ZReason,
  })
  .strict()
  .refine((body) => body.isOnline === false || body.until === undefined, {
    path: ['until'],
    message: 'Only a pause has an end',
  });
export type TVenueAvailabilityRequest = z.input<typeof ZVenueAvailabilityRequest>;

/** `PATCH /venues/check-connection` (docs/product.md §7). */
export const ZCheckConnectionRequest = z.object({
  venueId: ZEntityId,
  instanceId: ZEntityId,
  /** Wolt 1, Bolt 2, Fudy 3, Glovo 4; must be the connection's platform. */
  distributorId: z.number().int().min(1).max(4),
});
export type TCheckConnectionRequest = z.input<typeof ZCheckConnectionRequest>;

export const ZCheckConnectionResult = z.object({
  ok: z.boolean(),
  /** The platform's HTTP status; null when it did not answer. */
  status: z.number().int().nullable(),
  /** What happened, in words a manager understands. */
  message: z.string(),
});
export type TCheckConnectionResult = z.infer<typeof ZCheckConnectionResult>;
