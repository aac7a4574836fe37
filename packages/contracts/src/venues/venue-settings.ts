import { z } from 'zod';
import { DELIVERY_METHODS, DeliveryMethod } from '../catalog/delivery-methods';
import { LANGUAGES } from '../catalog/languages';
import { POS_ID_LOOKUPS, PosIdLookup } from '../pos/pos-id-lookup';
import { DEFAULT_TIME_ZONE_ID } from '../time-zones/time-zone-clocks';
import { TIME_ZONES } from '../time-zones/time-zones';

/** Where the menu's dish images come from (the `imageSourceId` select). */
export const ImageSource = { NONE: 1, MENU_FILE: 2, WOLT_MENU: 3 } as const;
export const IMAGE_SOURCES = [
  { id: ImageSource.NONE, code: 'none', name: 'No images' },
  { id: ImageSource.MENU_FILE, code: 'menu-file', name: 'Images of the uploaded menu file' },
  { id: ImageSource.WOLT_MENU, code: 'wolt-menu', name: "Images of the venue's Wolt menu" },
] as const;

/** The values of each select setting (docs/product.md §3), as `{ id, name }` lists for the form. */
export const VENUE_SETTING_SELECTS = {
  defaultMenuLanguageId: LANGUAGES.map(({ id, name }) => ({ id, name })),
  defaultDeliveryMethod: DELIVERY_METHODS.map(({ id, name }) => ({ id, name })),
  imageSourceId: IMAGE_SOURCES.map(({ id, name }) => ({ id, name })),
  timeZone: TIME_ZONES.map(({ id, name }) => ({ id, name })),
  posIdLookup: POS_ID_LOOKUPS.map(({ id, name }) => ({ id, name })),
} as const;

/** The fifteen checkbox settings of docs/product.md §3, in its order. */
export const VENUE_CHECKBOX_SETTINGS = [
  'useDayLigthSavingTime',
  'useCustomTimeZone',
  'delayOrderSaving',
  'isPayOrderEnabled',
  'isPrintOrderEnabled',
  'isAutoPrintEnabled',
  'isAutoPickedUpEnabled',
  'isUseComboName',
  'isAutoAcceptEnabled',
  'isAutoSyncMenuEnabled',
  'isSingleModifierModeEnabled',
  'isDebugMode',
  'isPayOrderAfterAcceptEnabled',
  'isUseKds',
  'alwaysDefaultDelayTime',
] as const;
export type TVenueCheckboxSetting = (typeof VENUE_CHECKBOX_SETTINGS)[number];

export const VENUE_SELECT_SETTINGS = [
  'defaultMenuLanguageId',
  'defaultDeliveryMethod',
  'imageSourceId',
  'timeZone',
  'posIdLookup',
] as const;
export const VENUE_DATETIME_SETTINGS = [
  'woltExpiredDateUtc',
  'boltExpiredDateUtc',
  'fudyExpiredDateUtc',
] as const;
export const VENUE_NUMBER_SETTINGS = [
  'autoAcceptTimeInSeconds',
  'maxCookingTimeInMinutes',
  'defaultDelayTimeInMinutes',
  'posRetryHorizonInHours',
] as const;

/** Limits of the number settings. */
export const VENUE_NUMBER_LIMITS = {
  autoAcceptTimeInSeconds: { min: 0, max: 3600 },
  maxCookingTimeInMinutes: { min: 1, max: 240 },
  defaultDelayTimeInMinutes: { min: 1, max: 240 },
  /** How long a failing hand-over to the POS is retried by itself after the order arrived; 0: not at all. */
  posRetryHorizonInHours: { min: 0, max: 72 },
} as const;

function selectOf(list: readonly { id: number }[], message: string) {
  const ids = list.map((item) => item.id);
  return z
    .number({ message })
    .int(message)
    .refine((value) => ids.includes(value), message);
}

function numberOf(name: keyof typeof VENUE_NUMBER_LIMITS, unit: string) {
  const { min, max } = VENUE_NUMBER_LIMITS[name];
  return z
    .number({ message: `Enter a number of ${unit}` })
    .int(`Use whole ${unit}`)
    .min(min, `At least ${min} ${unit}`)
    .max(max, `At most ${max} ${unit}`);
}

/** An ISO-8601 instant with its offset (`Z` or `+02:00`); null = no date (licence not assigned). */
export const ZUtcDateTime = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

const ZCheckbox = z.boolean({ message: 'Choose yes or no' });

/** Every setting of docs/product.md §3 under its exact name and type. */
export const ZVenueSettings = z.object({
  defaultMenuLanguageId: selectOf(LANGUAGES, 'Choose a language from the list'),
  defaultDeliveryMethod: selectOf(DELIVERY_METHODS, 'Choose a delivery method from the list'),
  imageSourceId: selectOf(IMAGE_SOURCES, 'Choose an image source from the list'),
  timeZone: selectOf(TIME_ZONES, 'Choose a time zone from the list'),
  /** How a platform's POS id is read against r_keeper when no mapping names it (pos-id-lookup.ts). */
  posIdLookup: selectOf(POS_ID_LOOKUPS, 'Choose how POS ids are read from the list'),
  useDayLigthSavingTime: ZCheckbox,
  useCustomTimeZone: ZCheckbox,
  delayOrderSaving: ZCheckbox,
  isPayOrderEnabled: ZCheckbox,
  isPrintOrderEnabled: ZCheckbox,
  isAutoPrintEnabled: ZCheckbox,
  isAutoPickedUpEnabled: ZCheckbox,
  isUseComboName: ZCheckbox,
  isAutoAcceptEnabled: ZCheckbox,
  isAutoSyncMenuEnabled: ZCheckbox,
  isSingleModifierModeEnabled: ZCheckbox,
  isDebugMode: ZCheckbox,
  isPayOrderAfterAcceptEnabled: ZCheckbox,
  isUseKds: ZCheckbox,
  alwaysDefaultDelayTime: ZCheckbox,
  woltExpiredDateUtc: ZUtcDateTime.nullable(),
  boltExpiredDateUtc: ZUtcDateTime.nullable(),
  fudyExpiredDateUtc: ZUtcDateTime.nullable(),
  autoAcceptTimeInSeconds: numberOf('autoAcceptTimeInSeconds', 'seconds'),
  maxCookingTimeInMinutes: numberOf('maxCookingTimeInMinutes', 'minutes'),
  defaultDelayTimeInMinutes: numberOf('defaultDelayTimeInMinutes', 'minutes'),
  posRetryHorizonInHours: numberOf('posRetryHorizonInHours', 'hours'),
});
export type TVenueSettings = z.infer<typeof ZVenueSettings>;

/** A change of settings: what is left out stays as it is. */
export const ZVenueSettingsChange = ZVenueSettings.partial().strict();
export type TVenueSettingsChange = z.infer<typeof ZVenueSettingsChange>;

/** Settings a new venue starts with. */
export const DEFAULT_VENUE_SETTINGS: TVenueSettings = {
  defaultMenuLanguageId: LANGUAGES[0]!.id,
  defaultDeliveryMethod: DeliveryMethod.PLATFORM_COURIER,
  imageSourceId: ImageSource.NONE,
  timeZone: DEFAULT_TIME_ZONE_ID,
  posIdLookup: PosIdLookup.IDENT_THEN_CODE,
  useDayLigthSavingTime: true,
  useCustomTimeZone: false,
  delayOrderSaving: false,
  isPayOrderEnabled: false,
  isPrintOrderEnabled: true,
  isAutoPrintEnabled: false,
  isAutoPickedUpEnabled: false,
  isUseComboName: false,
  isAutoAcceptEnabled: false,
  isAutoSyncMenuEnabled: false,
  isSingleModifierModeEnabled: false,
  isDebugMode: false,
  isPayOrderAfterAcceptEnabled: false,
  isUseKds: true,
  alwaysDefaultDelayTime: false,
  woltExpiredDateUtc: null,
  boltExpiredDateUtc: null,
  fudyExpiredDateUtc: null,
  autoAcceptTimeInSeconds: 60,
  maxCookingTimeInMinutes: 60,
  defaultDelayTimeInMinutes: 15,
  posRetryHorizonInHours: 12,
};

/**
 * The settings kept in the venue's settings JSON: all but the time zone, the maximum cooking time
 * and the licence dates, which have columns of their own (one source of truth each). Unknown or
 * invalid stored keys fall back to the defaults when read.
 */
export const STORED_SETTING_KEYS = (Object.keys(DEFAULT_VENUE_SETTINGS) as (keyof TVenueSettings)[]).filter(
  (key) =>
    key !== 'timeZone' &&
    key !== 'maxCookingTimeInMinutes' &&
    !(VENUE_DATETIME_SETTINGS as readonly string[]).includes(key),
);

/** Spec §3's `venueSelfSettings`: the four licence expiry dates (2100-01-01T00:00:00Z = unlimited). */
export const ZVenueSelfSettings = z.object({
  woltExpiredDateUtc: ZUtcDateTime.nullable(),
  boltExpiredDateUtc: ZUtcDateTime.nullable(),
  fudyExpiredDateUtc: ZUtcDateTime.nullable(),
  glovoExpiredDateUtc: ZUtcDateTime.nullable(),
});
export type TVenueSelfSettings = z.infer<typeof ZVenueSelfSettings>;
