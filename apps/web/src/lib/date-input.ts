import { DateOrder, TimeFormat } from '@orderdesk/contracts';
import type { DateTimeSettings } from './date-time-format';

// Typed dates and times in the user's own date order, separator and 12/24-hour format. Values stay in
// the form the browser's date inputs use, on the browser's clock: `yyyy-mm-dd` for a date and
// `yyyy-mm-ddThh:mm` for a date and time; '' is no date.

export type DateInputKind = 'date' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');

/** The order of day (d), month (m) and year (y) the user writes dates in. */
function partOrder(settings: Pick<DateTimeSettings, 'dateOrder'>): ('d' | 'm' | 'y')[] {
  if (settings.dateOrder === DateOrder.MDY) return ['m', 'd', 'y'];
  if (settings.dateOrder === DateOrder.YMD) return ['y', 'm', 'd'];
  return ['d', 'm', 'y'];
}

/** What the field asks for, e.g. "dd.mm.yyyy hh:mm" or "mm/dd/yyyy hh:mm AM". */
export function dateInputPattern(settings: DateTimeSettings, kind: DateInputKind): string {
  const names = { d: 'dd', m: 'mm', y: 'yyyy' };
  const date = partOrder(settings)
    .map((part) => names[part])
    .join(settings.dateSeparator);
  if (kind === 'date') return date;
  return `${date} ${settings.timeFormat === TimeFormat.H12 ? 'hh:mm AM' : 'hh:mm'}`;
}

/** A stored value (`yyyy-mm-dd[Thh:mm]`) as the user writes it; '' for none or an unreadable value. */
export function formatDateInput(value: string, settings: DateTimeSettings, kind: DateInputKind): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return '';
  const [, y, m, d, hh, mm] = match;
  const parts = { d: d!, m: m!, y: y! };
  const date = partOrder(settings)
    .map((part) => parts[part])
    .join(settings.dateSeparator);
  if (kind === 'date') return date;
  const hour = Number(hh ?? '0');
  const minutes = mm ?? '00';
  if (settings.timeFormat === TimeFormat.H24) return `${date} ${pad(hour)}:${minutes}`;
  const shown = hour > 12 ? hour - 12 : hour === 0 ? 12 : hour;
  return `${date} ${pad(shown)}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

function validDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(year, month, 0).getDate();
}

/** Hours and minutes typed as 24-hour or 12-hour with AM/PM (either is read); null when unreadable. */
function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const marker = match[3]?.toLowerCase().replace(/\./g, '');
  if (minute > 59) return null;
  if (marker) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (marker === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return { hour, minute };
}

/**
 * Text typed in the user's date order back to a stored value: '' when empty, null when it is not a
 * date (and time) in that order. Any of `.`, `/`, `-` or a space separates the date's parts; a date
 * and time field without a time takes midnight.
 */
export function parseDateInput(text: string, settings: DateTimeSettings, kind: DateInputKind): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,4})[./\- ](\d{1,2})[./\- ](\d{1,4})(?:[\sT,]+(.+))?$/.exec(trimmed);
  if (!match) return null;
  const numbers = [match[1]!, match[2]!, match[3]!];
  const order = partOrder(settings);
  const part = (name: 'd' | 'm' | 'y') => numbers[order.indexOf(name)]!;
  if (part('y').length !== 4) return null;
  const year = Number(part('y'));
  const month = Number(part('m'));
  const day = Number(part('d'));
  if (!validDay(year, month, day)) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (kind === 'date') return match[4] === undefined ? date : null;
  if (match[4] === undefined) return `${date}T00:00`;
  const time = parseTime(match[4]);
  return time ? `${date}T${pad(time.hour)}:${pad(time.minute)}` : null;
}
