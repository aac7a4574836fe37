import { z } from 'zod';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { createListQuery } from '../api/list-query';
import { PLATFORM_KINDS } from '../platforms/distributor-type';
import { ZScheduleEntry } from '../schedule/schedule';
import { DEFAULT_TIME_ZONE_ID } from '../time-zones/time-zone-clocks';
import { TIME_ZONES } from '../time-zones/time-zones';
import {
  ZBoltConnection,
  ZBoltConnectionInput,
  ZConnectionAvailability,
  ZFudyConnection,
  ZFudyConnectionInput,
  ZGlovoConnection,
  ZGlovoConnectionInput,
  ZWoltConnection,
  ZWoltConnectionInput,
} from './platform-connections';
import { ZRkeeperSettings, ZRkeeperSettingsInput } from '../pos/rkeeper-settings';
import { ZBusyMode } from './busy-mode.schema';
import { ZVenueSelfSettings, ZVenueSettings, ZVenueSettingsChange } from './venue-settings';

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
  /** Minutes added to new orders' cooking time until a time; null when the venue is not busy. */
  busyMode: ZBusyMode.nullable(),
});
export type TVenueSummary = z.infer<typeof ZVenueSummary>;

/** Who and where the venue is (docs/product.md §3's `info`). */
export const ZVenueInfo = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  /** Company registration code. */
  companyCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  venueGroupId: z.number().int().nullable(),
  venueGroupName: z.string().nullable(),
});
export type TVenueInfo = z.infer<typeof ZVenueInfo>;

/**
 * One venue as the venue screen and the order board read it (docs/product.md §3): the summary, the names of its
 * area and group (so managers, who cannot list areas, still see them), and the whole venue: info,
 * settings, licences, schedule, per-connection availability and the four connection lists.
 */
export const ZVenue = ZVenueSummary.extend({
  /** Raised by each push of the venue to its boards: a board keeps the newer of what it has and what arrives. */
  version: z.number().int().optional(),
  areaName: z.string().nullable(),
  venueGroupName: z.string().nullable(),
  /** End and reason of a timed pause while the venue is offline. */
  offlineUntil: z.string().nullable(),
  offlineReason: z.string().nullable(),
  info: ZVenueInfo,
  settings: ZVenueSettings,
  venueSelfSettings: ZVenueSelfSettings,
  isWoltLicensed: z.boolean(),
  isBoltLicensed: z.boolean(),
  isFudyLicensed: z.boolean(),
  isGlovoLicensed: z.boolean(),
  schedule: z.array(ZScheduleEntry),
  /** Spec spelling. */
  availablities: z.array(ZConnectionAvailability),
  woltSettings: z.array(ZWoltConnection),
  boltSettings: z.array(ZBoltConnection),
  fudySettings: z.array(ZFudyConnection),
  glovoSettings: z.array(ZGlovoConnection),
  /** The venue's r_keeper 7 cash server (issue: POS hand-over). */
  rkeeperSettings: ZRkeeperSettings,
});
export type TVenue = z.infer<typeof ZVenue>;

/** A row of the venue list: status, place, licences and a summary of its connections. */
export const ZVenueListItem = ZVenue.pick({
  id: true,
  name: true,
  status: true,
  areaId: true,
  areaName: true,
  venueGroupId: true,
  venueGroupName: true,
  timeZoneId: true,
  offlineUntil: true,
  isWoltLicensed: true,
  isBoltLicensed: true,
  isFudyLicensed: true,
  isGlovoLicensed: true,
}).extend({
  /** The venue's connections per platform that has any: how many, and how many are enabled. */
  connections: z.array(
    z.object({
      platform: z.enum(PLATFORM_KINDS),
      total: z.number().int(),
      enabled: z.number().int(),
    }),
  ),
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

/** An id of contracts' `TIME_ZONES` (docs/product.md §3: 0 to 140). */
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

const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Company and contact details; empty text is stored as no value. */
const VENUE_DETAILS = {
  companyName: ZOptionalText(200),
  companyCode: ZOptionalText(50),
  vatCode: ZOptionalText(50),
  address: ZOptionalText(500),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9 ()-]{5,30}$/, 'Enter a phone number: digits, spaces, +, - and brackets')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  email: z
    .union([z.literal(''), z.email('Enter an e-mail address').max(200)])
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
};

/** The connection lists of a venue: an item without `id` is new, an item left out of a list sent is removed. */
const CONNECTION_LISTS = {
  woltSettings: z.array(ZWoltConnectionInput).max(20).optional(),
  boltSettings: z.array(ZBoltConnectionInput).max(20).optional(),
  fudySettings: z.array(ZFudyConnectionInput).max(20).optional(),
  glovoSettings: z.array(ZGlovoConnectionInput).max(20).optional(),
  rkeeperSettings: ZRkeeperSettingsInput.optional(),
};

/** A new venue starts online, with the default settings and schedule, changed by what the request carries. */
export const ZCreateVenueRequest = z
  .object({
    name: ZVenueName,
    areaId: ZEntityId,
    /** A group of the same area, or none. */
    venueGroupId: ZEntityId.nullable().default(null),
    timeZoneId: ZTimeZoneId.default(DEFAULT_TIME_ZONE_ID),
    maxCookingTimeInMinutes: ZCookingMinutes.default(DEFAULT_MAX_COOKING_TIME_MINUTES),
    defaultCookingTimeInMinutes: ZCookingMinutes.default(DEFAULT_COOKING_TIME_MINUTES),
    ...VENUE_DETAILS,
    settings: ZVenueSettingsChange.optional(),
    ...CONNECTION_LISTS,
  })
  .refine(defaultWithinMax, DEFAULT_WITHIN_MAX);
export type TCreateVenueRequest = z.input<typeof ZCreateVenueRequest>;

/**
 * A field left out stays as it is; `venueGroupId: null` takes the venue out of its group. `settings`
 * carries only the settings to change; `timeZoneId` and `maxCookingTimeInMinutes` are the same values
 * as `settings.timeZone` and `settings.maxCookingTimeInMinutes`. `venueSelfSettings` (admins only)
 * sets licence dates. A connection list sent replaces the venue's connections of that platform.
 */
export const ZUpdateVenueRequest = z
  .object({
    id: ZEntityId,
    name: ZVenueName.optional(),
    areaId: ZEntityId.optional(),
    venueGroupId: ZEntityId.nullable().optional(),
    timeZoneId: ZTimeZoneId.optional(),
    maxCookingTimeInMinutes: ZCookingMinutes.optional(),
    defaultCookingTimeInMinutes: ZCookingMinutes.optional(),
    ...VENUE_DETAILS,
    settings: ZVenueSettingsChange.optional(),
    venueSelfSettings: ZVenueSelfSettings.partial().strict().optional(),
    ...CONNECTION_LISTS,
  })
  .refine(defaultWithinMax, DEFAULT_WITHIN_MAX);
export type TUpdateVenueRequest = z.input<typeof ZUpdateVenueRequest>;

/** `areaId`, `venueGroupId` and `status` (`true` online, `false` offline) are the list's filters. */
export const ZListVenuesQuery = createListQuery({ sortable: ['name'] }).extend({
  areaId: ZQueryId.optional(),
  venueGroupId: ZQueryId.optional(),
  status: z
    .enum(['true', 'false'], { message: 'Use true (online) or false (offline)' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type TListVenuesQuery = z.output<typeof ZListVenuesQuery>;

export { isOlderVenue } from './venue-version';
