import { DateOrder, TimeFormat, type TGeneralSettings } from '@orderdesk/contracts';

export type DateTimeSettings = Pick<TGeneralSettings, 'timeFormat' | 'dateOrder' | 'dateSeparator'>;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Hours and minutes in the user's time format. 12-hour times follow the spec's display rule (12 is
 * taken off an hour over 12, padded to two digits), with midnight as 12 and an AM/PM marker.
 */
export function formatTime(value: Date | string | number, settings: Pick<DateTimeSettings, 'timeFormat'>) {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  if (settings.timeFormat === TimeFormat.H24) return `${pad(hours)}:${minutes}`;
  const shown = hours > 12 ? hours - 12 : hours === 0 ? 12 : hours;
  return `${pad(shown)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Day, month and four-digit year in the user's order, joined by their separator. */
export function formatDate(
  value: Date | string | number,
  settings: Pick<DateTimeSettings, 'dateOrder' | 'dateSeparator'>,
) {
  const date = toDate(value);
  if (!date) return '';
  const day = pad(date.getDate());
  const month = pad(date.getMonth() + 1);
  const year = String(date.getFullYear());
  const parts =
    settings.dateOrder === DateOrder.MDY
      ? [month, day, year]
      : settings.dateOrder === DateOrder.YMD
        ? [year, month, day]
        : [day, month, year];
  return parts.join(settings.dateSeparator);
}

export function formatDateTime(value: Date | string | number, settings: DateTimeSettings) {
  const date = formatDate(value, settings);
  return date && `${date} ${formatTime(value, settings)}`;
}
