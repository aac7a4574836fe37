import { WEEK_DAYS, type TScheduleEntry } from './schedule';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

function minuteOfWeek(day: string, time: string): number {
  const [h, m] = time.split(':').map(Number);
  return WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]) * DAY + h! * 60 + m!;
}

/**
 * An entry as minutes of the week [start, end). A closing before the opening runs into the next
 * week (Sunday 22:00 to Monday 02:00).
 */
export function entryInterval(entry: TScheduleEntry): { start: number; end: number } {
  const start = minuteOfWeek(entry.opening_day, entry.opening_time);
  let end = minuteOfWeek(entry.closing_day, entry.closing_time);
  if (end <= start) end += WEEK;
  return { start, end };
}

export interface ScheduleProblem {
  /** Index of the entry in the list. */
  index: number;
  message: string;
}

function describe(entry: TScheduleEntry): string {
  return `${entry.opening_day} ${entry.opening_time} - ${entry.closing_day} ${entry.closing_time}`;
}

/**
 * Entries that open when they close, or overlap an earlier entry of the list (also across the end
 * of the week). Touching periods (one closes at 14:00, the next opens at 14:00) do not overlap.
 */
export function scheduleProblems(entries: readonly TScheduleEntry[]): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const intervals = entries.map(entryInterval);
  entries.forEach((entry, index) => {
    if (entry.opening_day === entry.closing_day && entry.opening_time === entry.closing_time) {
      problems.push({ index, message: 'The period closes when it opens' });
      return;
    }
    const own = intervals[index]!;
    const other = intervals.findIndex((o, j) => {
      if (j >= index) return false;
      // Compare with the other period in this week and shifted a week either way.
      return [-WEEK, 0, WEEK].some((shift) => own.start < o.end + shift && o.start + shift < own.end);
    });
    if (other >= 0) {
      problems.push({ index, message: `Overlaps the period ${describe(entries[other]!)}` });
    }
  });
  return problems;
}

/** Whether the schedule has the venue open at a local week day and `HH:mm`. */
export function isOpenAt(entries: readonly TScheduleEntry[], local: { day: string; time: string }): boolean {
  const at = minuteOfWeek(local.day, local.time);
  return entries
    .map(entryInterval)
    .some(({ start, end }) => [0, WEEK].some((s) => at + s >= start && at + s < end));
}
