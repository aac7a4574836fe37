import { DEFAULT_SCHEDULE, ZScheduleEntry, type TScheduleEntry } from '@orderdesk/contracts';
import { z } from 'zod';

const ZStoredSchedule = z.array(ZScheduleEntry);

/** The stored schedule; one that cannot be read (never written by us) reads as the default. */
export function scheduleOf(row: { schedule: string }): TScheduleEntry[] {
  try {
    const parsed = ZStoredSchedule.safeParse(JSON.parse(row.schedule));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the default
  }
  return DEFAULT_SCHEDULE.map((entry) => ({ ...entry }));
}
