import type { TVenueSettings } from '@orderdesk/contracts';

/** Label and explanation of every setting, by its docs/product.md §3 name (keys spelt out for the i18n check). */
export const SETTING_TEXTS: Record<keyof TVenueSettings, { label: string; hint: string }> = {
  timeZone: { label: 'venues.settings.fields.timeZone', hint: 'venues.settings.hints.timeZone' },
  defaultMenuLanguageId: {
    label: 'venues.settings.fields.defaultMenuLanguageId',
    hint: 'venues.settings.hints.defaultMenuLanguageId',
  },
  defaultDeliveryMethod: {
    label: 'venues.settings.fields.defaultDeliveryMethod',
    hint: 'venues.settings.hints.defaultDeliveryMethod',
  },
  imageSourceId: {
    label: 'venues.settings.fields.imageSourceId',
    hint: 'venues.settings.hints.imageSourceId',
  },
  posIdLookup: {
    label: 'venues.settings.fields.posIdLookup',
    hint: 'venues.settings.hints.posIdLookup',
  },
  maxCookingTimeInMinutes: {
    label: 'venues.settings.fields.maxCookingTimeInMinutes',
    hint: 'venues.settings.hints.maxCookingTimeInMinutes',
  },
  autoAcceptTimeInSeconds: {
    label: 'venues.settings.fields.autoAcceptTimeInSeconds',
    hint: 'venues.settings.hints.autoAcceptTimeInSeconds',
  },
  defaultDelayTimeInMinutes: {
    label: 'venues.settings.fields.defaultDelayTimeInMinutes',
    hint: 'venues.settings.hints.defaultDelayTimeInMinutes',
  },
  posRetryHorizonInHours: {
    label: 'venues.settings.fields.posRetryHorizonInHours',
    hint: 'venues.settings.hints.posRetryHorizonInHours',
  },
  useDayLigthSavingTime: {
    label: 'venues.settings.fields.useDayLigthSavingTime',
    hint: 'venues.settings.hints.useDayLigthSavingTime',
  },
  useCustomTimeZone: {
    label: 'venues.settings.fields.useCustomTimeZone',
    hint: 'venues.settings.hints.useCustomTimeZone',
  },
  delayOrderSaving: {
    label: 'venues.settings.fields.delayOrderSaving',
    hint: 'venues.settings.hints.delayOrderSaving',
  },
  isPayOrderEnabled: {
    label: 'venues.settings.fields.isPayOrderEnabled',
    hint: 'venues.settings.hints.isPayOrderEnabled',
  },
  isPrintOrderEnabled: {
    label: 'venues.settings.fields.isPrintOrderEnabled',
    hint: 'venues.settings.hints.isPrintOrderEnabled',
  },
  isAutoPrintEnabled: {
    label: 'venues.settings.fields.isAutoPrintEnabled',
    hint: 'venues.settings.hints.isAutoPrintEnabled',
  },
  isAutoPickedUpEnabled: {
    label: 'venues.settings.fields.isAutoPickedUpEnabled',
    hint: 'venues.settings.hints.isAutoPickedUpEnabled',
  },
  isUseComboName: {
    label: 'venues.settings.fields.isUseComboName',
    hint: 'venues.settings.hints.isUseComboName',
  },
  isAutoAcceptEnabled: {
    label: 'venues.settings.fields.isAutoAcceptEnabled',
    hint: 'venues.settings.hints.isAutoAcceptEnabled',
  },
  isAutoSyncMenuEnabled: {
    label: 'venues.settings.fields.isAutoSyncMenuEnabled',
    hint: 'venues.settings.hints.isAutoSyncMenuEnabled',
  },
  isSingleModifierModeEnabled: {
    label: 'venues.settings.fields.isSingleModifierModeEnabled',
    hint: 'venues.settings.hints.isSingleModifierModeEnabled',
  },
  isDebugMode: { label: 'venues.settings.fields.isDebugMode', hint: 'venues.settings.hints.isDebugMode' },
  isPayOrderAfterAcceptEnabled: {
    label: 'venues.settings.fields.isPayOrderAfterAcceptEnabled',
    hint: 'venues.settings.hints.isPayOrderAfterAcceptEnabled',
  },
  isUseKds: { label: 'venues.settings.fields.isUseKds', hint: 'venues.settings.hints.isUseKds' },
  alwaysDefaultDelayTime: {
    label: 'venues.settings.fields.alwaysDefaultDelayTime',
    hint: 'venues.settings.hints.alwaysDefaultDelayTime',
  },
  woltExpiredDateUtc: {
    label: 'venues.settings.fields.woltExpiredDateUtc',
    hint: 'venues.settings.hints.licenceDate',
  },
  boltExpiredDateUtc: {
    label: 'venues.settings.fields.boltExpiredDateUtc',
    hint: 'venues.settings.hints.licenceDate',
  },
  fudyExpiredDateUtc: {
    label: 'venues.settings.fields.fudyExpiredDateUtc',
    hint: 'venues.settings.hints.licenceDate',
  },
};

export const SETTING_GROUP_TEXTS = {
  clock: 'venues.settings.groups.clock',
  orders: 'venues.settings.groups.orders',
  pos: 'venues.settings.groups.pos',
  menu: 'venues.settings.groups.menu',
  licences: 'venues.settings.groups.licences',
} as const;

/** Option names of the selects the product translates (by option id). */
export const SETTING_OPTION_TEXTS: Record<
  'defaultDeliveryMethod' | 'imageSourceId' | 'posIdLookup',
  Record<number, string>
> = {
  defaultDeliveryMethod: {
    1: 'venues.settings.options.defaultDeliveryMethod.1',
    2: 'venues.settings.options.defaultDeliveryMethod.2',
    3: 'venues.settings.options.defaultDeliveryMethod.3',
  },
  imageSourceId: {
    1: 'venues.settings.options.imageSourceId.1',
    2: 'venues.settings.options.imageSourceId.2',
    3: 'venues.settings.options.imageSourceId.3',
  },
  posIdLookup: {
    1: 'venues.settings.options.posIdLookup.1',
    2: 'venues.settings.options.posIdLookup.2',
    3: 'venues.settings.options.posIdLookup.3',
    4: 'venues.settings.options.posIdLookup.4',
  },
};
