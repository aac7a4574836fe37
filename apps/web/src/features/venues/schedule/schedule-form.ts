import {
  DEFAULT_SCHEDULE,
  END_OF_DAY,
  scheduleTo24h,
  TimeFormat,
  to12h,
  type TScheduleEntry,
  type TTimeFormat,
} from '@orderdesk/contracts';

/** A period as the editor shows it: times as the user types them (12- or 24-hour text). */
export type ScheduleRow = TScheduleEntry;

/** 24-hour `HH:mm` as shown in the user's time format (docs/product.md §5: '07:30 pm'). */
export function shownTime(time24: string, format: TTimeFormat): string {
  // 24:00 (a closing at the end of the day) reads the same on both clocks.
  if (format === TimeFormat.H24 || time24 === END_OF_DAY) return time24;
  const { time, meridiem } = to12h(time24);
  return `${time} ${meridiem}`;
}

export function scheduleRows(entries: readonly TScheduleEntry[], format: TTimeFormat): ScheduleRow[] {
  return entries.map((e) => ({
    ...e,
    opening_time: shownTime(e.opening_time, format),
    closing_time: shownTime(e.closing_time, format),
  }));
}

/**
 * The rows as the server takes them: 12-hour text converted to 24-hour (docs/product.md §5). Throws
 * ScheduleTimeFormatError on text that is neither form.
 */
export function scheduleRequest(rows: readonly ScheduleRow[]): TScheduleEntry[] {
  return scheduleTo24h(rows).map(({ opening_day, opening_time, closing_day, closing_time }) => ({
    opening_day,
    opening_time,
    closing_day,
    closing_time,
  }));
}

export function defaultRows(format: TTimeFormat): ScheduleRow[] {
  return scheduleRows(DEFAULT_SCHEDULE, format);
}
