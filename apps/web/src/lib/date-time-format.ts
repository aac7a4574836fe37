import {
  DateOrder,
  TimeFormat,
  wallClockInZone,
  type TGeneralSettings,
  type WallClock,
} from '@orderdesk/contracts';

export type DateTimeSettings = Pick<TGeneralSettings, 'timeFormat' | 'dateOrder' | 'dateSeparator'>;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant on the given zone's clock; without a zone, on the browser's own. */
function wallClock(date: Date, zone: string | undefined): WallClock {
  if (zone) return wallClockInZone(date, zone);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/**
 * Hours and minutes in the user's time format. 12-hour times follow the spec's display rule (12 is
 * taken off an hour over 12, padded to two digits), with midnight as 12 and an AM/PM marker.
 * `zone` (an IANA or `UTC+2` name) shows the time on that clock, e.g. the venue's.
 */
export function formatTime(
  value: Date | string | number,
  settings: Pick<DateTimeSettings, 'timeFormat'>,
  zone?: string,
) {
  const date = toDate(value);
  if (!date) return '';
  const { hour: hours, minute } = wallClock(date, zone);
  const minutes = pad(minute);
  if (settings.timeFormat === TimeFormat.H24) return `${pad(hours)}:${minutes}`;
  const shown = hours > 12 ? hours - 12 : hours === 0 ? 12 : hours;
  return `${pad(shown)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Day, month and four-digit year in the user's order, joined by their separator. */
export function formatDate(
  value: Date | string | number,
  settings: Pick<DateTimeSettings, 'dateOrder' | 'dateSeparator'>,
  zone?: string,
) {
  const date = toDate(value);
  if (!date) return '';
  const clock = wallClock(date, zone);
  const day = pad(clock.day);
  const month = pad(clock.month);
  const year = String(clock.year);
  const parts =
    settings.dateOrder === DateOrder.MDY
      ? [month, day, year]
      : settings.dateOrder === DateOrder.YMD
        ? [year, month, day]
        : [day, month, year];
  return parts.join(settings.dateSeparator);
}

export function formatDateTime(value: Date | string | number, settings: DateTimeSettings, zone?: string) {
  const date = formatDate(value, settings, zone);
  return date && `${date} ${formatTime(value, settings, zone)}`;
}
