import { DateTime } from 'luxon';
import { WEEK_DAYS, type TWeekDay } from '../schedule/schedule';
import { DEFAULT_TIME_ZONE_ID, timeZoneClockById } from './time-zone-clocks';

/** The settings that decide a venue's clock (docs/product.md §3). */
export interface VenueClockSettings {
  timeZone: number;
  useDayLigthSavingTime: boolean;
  useCustomTimeZone: boolean;
}

function fixedOffsetZone(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * The zone the venue's own clock runs in: its list zone's IANA rules (daylight saving included) when
 * `useDayLigthSavingTime` is on, otherwise the zone's standard offset all year round. A list zone
 * without an IANA name (the legacy "- Old" entries) always runs on its standard offset.
 */
export function venueZoneName(
  settings: Pick<VenueClockSettings, 'timeZone' | 'useDayLigthSavingTime'>,
): string {
  const zone = timeZoneClockById(settings.timeZone) ?? timeZoneClockById(DEFAULT_TIME_ZONE_ID)!;
  if (settings.useDayLigthSavingTime && zone.ianaName) return zone.ianaName;
  return fixedOffsetZone(zone.offsetMinutes);
}

/**
 * The zone the venue's times (orders, pauses) are shown in: the venue's own when
 * `useCustomTimeZone` is on, otherwise the viewer's (the browser's zone).
 */
export function displayZoneName(settings: VenueClockSettings, viewerZone: string): string {
  return settings.useCustomTimeZone ? venueZoneName(settings) : viewerZone;
}

/** An instant shown in a zone, e.g. `formatInZone(iso, zone, 'yyyy-MM-dd HH:mm')`. */
export function formatInZone(instant: string | Date, zone: string, pattern: string): string {
  const dt = typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  return dt.setZone(zone).toFormat(pattern);
}

/** An instant as ISO-8601 with the zone's offset (`2026-11-22T21:00:00.000+02:00`). */
export function isoInZone(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant).setZone(zone).toISO()!;
}

/** Week day and `HH:mm` of an instant on the venue's clock: how the schedule is read. */
export function venueLocalTime(instant: Date, zone: string): { day: TWeekDay; time: string } {
  const local = DateTime.fromJSDate(instant).setZone(zone);
  return { day: WEEK_DAYS[local.weekday - 1]!, time: local.toFormat('HH:mm') };
}
