import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { createListQuery } from '../api/list-query';
import { DEFAULT_TIME_ZONE_ID, TIME_ZONES } from '../time-zones/time-zones';

/** The part of a venue the order board needs; the venue screen's `ZVenue` extends it. */
export const ZVenueSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** true = online (open for orders), false = offline. */
  status: z.boolean(),
  areaId: z.number().int().nullable(),
  venueGroupId: z.number().int().nullable(),
  timeZoneId: z.number().int(),
  maxCookingTimeInMinutes: z.number().int(),
  defaultCookingTimeInMinutes: z.number().int(),
});
export type TVenueSummary = z.infer<typeof ZVenueSummary>;

/**
 * One venue as the venue screen and the order board read it: the summary plus the names of its area
 * and group, so people who cannot list areas or groups (managers) still see them.
 */
export const ZVenue = ZVenueSummary.extend({
  areaName: z.string().nullable(),
  venueGroupName: z.string().nullable(),
});
export type TVenue = z.infer<typeof ZVenue>;

/** A row of the venue list. */
export const ZVenueListItem = ZVenue.pick({
  id: true,
  name: true,
  status: true,
  areaId: true,
  areaName: true,
  venueGroupId: true,
  venueGroupName: true,
  timeZoneId: true,
});
export type TVenueListItem = z.infer<typeof ZVenueListItem>;

export const COOKING_TIME_MAX_MINUTES = 240;
export const DEFAULT_MAX_COOKING_TIME_MINUTES = 60;
export const DEFAULT_COOKING_TIME_MINUTES = 20;
export const DEFAULT_ABOVE_MAX_MESSAGE = 'The default cooking time may not exceed the maximum';

const ZVenueName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name may be at most 200 characters');

/** An id of contracts' `TIME_ZONES` (spec §3: 0 to 140). */
export const ZTimeZoneId = z
  .number()
  .int()
  .min(0)
  .max(TIME_ZONES.length - 1, 'Choose a time zone from the list');

const ZCookingMinutes = z
  .number()
  .int('Use whole minutes')
  .min(1, 'Cooking time must be at least 1 minute')
  .max(COOKING_TIME_MAX_MINUTES, `Cooking time may be at most ${COOKING_TIME_MAX_MINUTES} minutes`);

interface CookingTimes {
  maxCookingTimeInMinutes?: number | undefined;
  defaultCookingTimeInMinutes?: number | undefined;
}

/** The default cooking time lies within the maximum; checked whenever a body carries both. */
function defaultWithinMax({ maxCookingTimeInMinutes: max, defaultCookingTimeInMinutes: dflt }: CookingTimes) {
  return max === undefined || dflt === undefined || dflt <= max;
}

const COOKING_FIELDS: readonly PropertyKey[] = ['maxCookingTimeInMinutes', 'defaultCookingTimeInMinutes'];

/**
 * Also checked while other fields are still wrong, so a form shows every problem at once; not when
 * the body is no object or a cooking time itself is wrong.
 */
const DEFAULT_WITHIN_MAX = {
  path: ['defaultCookingTimeInMinutes'],
  message: DEFAULT_ABOVE_MAX_MESSAGE,
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || COOKING_FIELDS.includes(issue.path[0]!)),
};

/** A new venue starts online. */
export const ZCreateVenueRequest = z
  .object({
    name: ZVenueName,
    areaId: ZEntityId,
    /** A group of the same area, or none. */
    venueGroupId: ZEntityId.nullable().default(null),
    timeZoneId: ZTimeZoneId.default(DEFAULT_TIME_ZONE_ID),
    maxCookingTimeInMinutes: ZCookingMinutes.default(DEFAULT_MAX_COOKING_TIME_MINUTES),
    defaultCookingTimeInMinutes: ZCookingMinutes.default(DEFAULT_COOKING_TIME_MINUTES),
  })
  .refine(defaultWithinMax, DEFAULT_WITHIN_MAX);
export type TCreateVenueRequest = z.input<typeof ZCreateVenueRequest>;

/** A field left out stays as it is; `venueGroupId: null` takes the venue out of its group. */
export const ZUpdateVenueRequest = z
  .object({
    id: ZEntityId,
    name: ZVenueName.optional(),
    areaId: ZEntityId.optional(),
    venueGroupId: ZEntityId.nullable().optional(),
    timeZoneId: ZTimeZoneId.optional(),
    maxCookingTimeInMinutes: ZCookingMinutes.optional(),
    defaultCookingTimeInMinutes: ZCookingMinutes.optional(),
  })
  .refine(defaultWithinMax, DEFAULT_WITHIN_MAX);
export type TUpdateVenueRequest = z.input<typeof ZUpdateVenueRequest>;

/** `areaId` and `venueGroupId` are the list's area and group filters. */
export const ZListVenuesQuery = createListQuery({ sortable: ['name'] }).extend({
  areaId: ZQueryId.optional(),
  venueGroupId: ZQueryId.optional(),
});
export type TListVenuesQuery = z.output<typeof ZListVenuesQuery>;
