import {
  DEFAULT_VENUE_SETTINGS,
  STORED_SETTING_KEYS,
  ZVenueSettings,
  type TVenueSettings,
} from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VenuesTable } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The venue columns its settings are read from (`settingsOf`). */
export const SETTINGS_COLUMNS = [
  'settings',
  'time_zone_id',
  'max_cooking_time_minutes',
  'wolt_expires_at',
  'bolt_expires_at',
  'fudy_expires_at',
] as const;

type SettingsColumns = Pick<Selectable<VenuesTable>, (typeof SETTINGS_COLUMNS)[number]>;

function parseStored(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A venue's settings: the stored JSON over the defaults, each stored value kept only when it is still
 * valid for its setting (so a setting added later, or a list that lost a value, reads its default),
 * and the time zone, the maximum cooking time and the licence dates from their own columns.
 */
export function settingsOf(row: SettingsColumns): TVenueSettings {
  const stored = parseStored(row.settings);
  const settings: Record<string, unknown> = { ...DEFAULT_VENUE_SETTINGS };
  const shape = ZVenueSettings.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  for (const key of STORED_SETTING_KEYS) {
    if (key in stored && shape[key]!.safeParse(stored[key]).success) settings[key] = stored[key];
  }
  return {
    ...(settings as TVenueSettings),
    timeZone: row.time_zone_id,
    maxCookingTimeInMinutes: row.max_cooking_time_minutes,
    woltExpiredDateUtc: row.wolt_expires_at,
    boltExpiredDateUtc: row.bolt_expires_at,
    fudyExpiredDateUtc: row.fudy_expires_at,
  };
}

/** The JSON kept in `venues.settings`: only the settings without a column of their own. */
export function storedSettingsJson(settings: TVenueSettings): string {
  return JSON.stringify(Object.fromEntries(STORED_SETTING_KEYS.map((key) => [key, settings[key]])));
}

/** A venue's settings (the one reader every module uses); 404 when the venue does not exist. */
export async function readVenueSettings(db: Kysely<Database>, venueId: number): Promise<TVenueSettings> {
  const row = await db
    .selectFrom('venues')
    .select(SETTINGS_COLUMNS)
    .where('id', '=', venueId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Venue');
  return settingsOf(row);
}
