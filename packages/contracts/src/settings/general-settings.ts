import { z } from 'zod';

/** Time format of the general settings (docs/product.md §3). */
export const TimeFormat = { H12: 1, H24: 2 } as const;
export type TTimeFormat = (typeof TimeFormat)[keyof typeof TimeFormat];

/** Date order. The spec names only 1 (day month year); 2 and 3 are this product's additions. */
export const DateOrder = { DMY: 1, MDY: 2, YMD: 3 } as const;
export type TDateOrder = (typeof DateOrder)[keyof typeof DateOrder];

export const OrderCardMode = { EXPANDED: 1, POPUP: 2 } as const;
export type TOrderCardMode = (typeof OrderCardMode)[keyof typeof OrderCardMode];

export const DATE_SEPARATORS = ['.', '/', '-', ' '] as const;

/** Browser-side settings kept under the local storage key `settings`. */
export const ZGeneralSettings = z.object({
  timeFormat: z.union([z.literal(TimeFormat.H12), z.literal(TimeFormat.H24)]),
  dateSeparator: z.enum(DATE_SEPARATORS),
  dateOrder: z.union([z.literal(DateOrder.DMY), z.literal(DateOrder.MDY), z.literal(DateOrder.YMD)]),
  orderCardMode: z.union([z.literal(OrderCardMode.EXPANDED), z.literal(OrderCardMode.POPUP)]),
  soundNotif: z.boolean(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

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
  const shape = ZGeneralSettings.shape;
  const record = stored as Record<string, unknown>;
  const keys = Object.keys(shape) as (keyof TGeneralSettings)[];
  for (const key of keys) {
    const parsed = shape[key].safeParse(record[key]);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}
