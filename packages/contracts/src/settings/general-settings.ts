// Constants and rules only: the schema is in general-settings.schema.ts, so a screen that reads a
// setting does not load zod.
import type { TGeneralSettings } from './general-settings.schema';

export type { TGeneralSettings } from './general-settings.schema';

/** Time format of the general settings (docs/product.md §3). */
export const TimeFormat = { H12: 1, H24: 2 } as const;
export type TTimeFormat = (typeof TimeFormat)[keyof typeof TimeFormat];

/** Date order. The spec names only 1 (day month year); 2 and 3 are this product's additions. */
export const DateOrder = { DMY: 1, MDY: 2, YMD: 3 } as const;
export type TDateOrder = (typeof DateOrder)[keyof typeof DateOrder];

export const OrderCardMode = { EXPANDED: 1, POPUP: 2 } as const;
export type TOrderCardMode = (typeof OrderCardMode)[keyof typeof OrderCardMode];

export const DATE_SEPARATORS = ['.', '/', '-', ' '] as const;

/**
 * Every value each setting may take, as ZGeneralSettings allows (general-settings.test.ts checks that
 * they agree); the stored settings are read with these, without zod.
 */
export const GENERAL_SETTING_VALUES: { [K in keyof TGeneralSettings]: readonly TGeneralSettings[K][] } = {
  timeFormat: [TimeFormat.H12, TimeFormat.H24],
  dateSeparator: DATE_SEPARATORS,
  dateOrder: [DateOrder.DMY, DateOrder.MDY, DateOrder.YMD],
  orderCardMode: [OrderCardMode.EXPANDED, OrderCardMode.POPUP],
  soundNotif: [true, false],
};

export const DEFAULT_GENERAL_SETTINGS: TGeneralSettings = {
  timeFormat: TimeFormat.H24,
  dateSeparator: '.',
  dateOrder: DateOrder.DMY,
  orderCardMode: OrderCardMode.POPUP,
  soundNotif: true,
};

export const SUPPORTED_LANGUAGES = ['en', 'lt'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The stored settings over the defaults, field by field; invalid or unreadable input never throws. */
export function parseStoredGeneralSettings(raw: string | null): TGeneralSettings {
  const settings: TGeneralSettings = { ...DEFAULT_GENERAL_SETTINGS };
  if (!raw) return settings;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return settings;
  const record = stored as Record<string, unknown>;
  const keys = Object.keys(GENERAL_SETTING_VALUES) as (keyof TGeneralSettings)[];
  for (const key of keys) {
    const allowed: readonly unknown[] = GENERAL_SETTING_VALUES[key];
    if (allowed.includes(record[key])) Object.assign(settings, { [key]: record[key] });
  }
  return settings;
}
