import {
  DEFAULT_VENUE_SETTINGS,
  VENUE_DATETIME_SETTINGS,
  type TUpdateVenueRequest,
  type TVenue,
  type TVenueSettings,
  type TVenueSettingsChange,
} from '@orderdesk/contracts';

type DateSetting = (typeof VENUE_DATETIME_SETTINGS)[number];

/**
 * What the settings section edits: every setting of docs/product.md §3, the licence dates as the browser's
 * `datetime-local` text (empty = none), and the venue's default cooking time, which sits beside the
 * longest one on Accept.
 */
export interface SettingsFormValues {
  settings: Omit<TVenueSettings, DateSetting> & Record<DateSetting, string>;
  defaultCookingTimeInMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `datetime-local` text on the browser's clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` text back to an ISO instant; empty = no date. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function settingsFormValues(venue: TVenue): SettingsFormValues {
  const { woltExpiredDateUtc, boltExpiredDateUtc, fudyExpiredDateUtc, ...rest } = venue.settings;
  return {
    settings: {
      ...rest,
      woltExpiredDateUtc: toLocalInput(woltExpiredDateUtc),
      boltExpiredDateUtc: toLocalInput(boltExpiredDateUtc),
      fudyExpiredDateUtc: toLocalInput(fudyExpiredDateUtc),
    },
    defaultCookingTimeInMinutes: venue.defaultCookingTimeInMinutes,
  };
}

/**
 * `PUT /api/venues` with only what changed (what is left out stays as it is); licence dates only
 * from those who may change them.
 */
export function settingsRequest(
  venueId: number,
  values: SettingsFormValues,
  dirty: Partial<Record<keyof SettingsFormValues['settings'], unknown>>,
  canEditLicences: boolean,
): TUpdateVenueRequest {
  const settings: Record<string, unknown> = {};
  for (const key of Object.keys(dirty) as (keyof SettingsFormValues['settings'])[]) {
    if ((VENUE_DATETIME_SETTINGS as readonly string[]).includes(key)) {
      if (canEditLicences) settings[key] = fromLocalInput(values.settings[key] as string);
    } else {
      settings[key] = values.settings[key];
    }
  }
  return {
    id: venueId,
    settings: settings as TVenueSettingsChange,
    defaultCookingTimeInMinutes: values.defaultCookingTimeInMinutes,
  };
}

/** Server field errors land on these: an error on a setting lands on its own field. */
export const SETTINGS_FORM_FIELDS = [
  ...(Object.keys(DEFAULT_VENUE_SETTINGS) as (keyof TVenueSettings)[]).map(
    (key) => `settings.${key}` as const,
  ),
  'defaultCookingTimeInMinutes',
] as const;
