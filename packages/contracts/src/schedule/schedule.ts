import { z } from 'zod';

export const WEEK_DAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type TWeekDay = (typeof WEEK_DAYS)[number];

const ZTime24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm');
/** A closing time may also be `24:00`, the end of its day, as Wolt's own schedules write it. */
const ZClosingTime24 = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Time must be HH:mm (24:00 for the end of the day)');

/** One opening period of a venue (docs/product.md §3); times are 24-hour `HH:mm`, a closing up to `24:00`. */
export const ZScheduleEntry = z.object({
  opening_day: z.enum(WEEK_DAYS),
  opening_time: ZTime24,
  closing_day: z.enum(WEEK_DAYS),
  closing_time: ZClosingTime24,
});
export type TScheduleEntry = z.infer<typeof ZScheduleEntry>;

/** Every day open 00:00 to 23:59 the same day. */
export const DEFAULT_SCHEDULE: readonly TScheduleEntry[] = WEEK_DAYS.map((day) => ({
  opening_day: day,
  opening_time: '00:00',
  closing_day: day,
  closing_time: '23:59',
}));

export const SCHEDULE_TIME_FORMAT_ERROR = 'Error with time format, can not save schedule!';
export const SCHEDULE_SAVED_MESSAGE = 'The schedule successfully updated';

export class ScheduleTimeFormatError extends Error {
  constructor() {
    super(SCHEDULE_TIME_FORMAT_ERROR);
    this.name = 'ScheduleTimeFormatError';
  }
}

const TIME_12H = /^(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i;
const TIME_24H = /^(\d{1,2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The end of a day as a closing time, on either clock. */
export const END_OF_DAY = '24:00';

/**
 * 12-hour text ('07:30 pm', '7:30PM', '12:00 am', '7:30 p.m.') to 24-hour 'HH:mm' (docs/product.md §5):
 * pm adds 12 to the hour. 12 pm stays 12 (noon) and 12 am becomes 00 (midnight), so that noon and
 * midnight keep their usual meaning; 00 am is also read as midnight (text typed before `to12h` showed 12 am).
 * Text already in 24-hour form is returned padded; `24:00` (the end of the day) as it is. Anything
 * else throws ScheduleTimeFormatError.
 */
export function to24h(text: string): string {
  const value = text.trim();
  if (value === END_OF_DAY) return END_OF_DAY;
  const plain = TIME_24H.exec(value);
  if (plain) return checked(Number(plain[1]), Number(plain[2]));

  const match = TIME_12H.exec(value);
  if (!match) throw new ScheduleTimeFormatError();
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const pm = match[3]?.toLowerCase() === 'p';
  if (hour > 12 || (pm && hour === 0)) throw new ScheduleTimeFormatError();
  const hour24 = pm ? (hour === 12 ? 12 : hour + 12) : hour === 12 ? 0 : hour;
  return checked(hour24, minute);
}

function checked(hour: number, minute: number): string {
  if (hour > 23 || minute > 59) throw new ScheduleTimeFormatError();
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * 24-hour 'HH:mm' for display on a 12-hour clock (docs/product.md §5): 12 is subtracted when the hour is over
 * 12, padded to two digits. Hours 12-23 are pm; midnight hour 00:xx reads '12:xx' am (never '00:xx am').
 */
export function to12h(time24: string): { time: string; meridiem: 'am' | 'pm' } {
  const match = TIME_24H.exec(time24.trim());
  if (!match) throw new ScheduleTimeFormatError();
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) throw new ScheduleTimeFormatError();
  const shown = hour > 12 ? hour - 12 : hour === 0 ? 12 : hour;
  return { time: `${pad(shown)}:${pad(minute)}`, meridiem: hour >= 12 ? 'pm' : 'am' };
}

/** Converts the opening and closing times of every entry; throws ScheduleTimeFormatError on the first bad one. */
export function scheduleTo24h<T extends { opening_time: string; closing_time: string }>(
  entries: readonly T[],
): T[] {
  return entries.map((e) => ({
    ...e,
    opening_time: to24h(e.opening_time),
    closing_time: to24h(e.closing_time),
  }));
}
