import { newOrderCookingMinutes, type TBusyMode } from '@orderdesk/contracts';

export interface BusyColumns {
  busy_extra_minutes: number | null;
  busy_until: string | null;
}

/** The stored busy mode of a venue row, or null (whether it has passed is for the reader's clock). */
export function busyModeOf(row: BusyColumns): TBusyMode | null {
  if (row.busy_extra_minutes === null || row.busy_until === null) return null;
  return { extraMinutes: row.busy_extra_minutes, until: row.busy_until };
}

/** The cooking time a new order of this venue row starts from now (default, busy mode, maximum). */
export function newOrderMinutesOf(
  row: BusyColumns & { default_cooking_time_minutes: number; max_cooking_time_minutes: number },
  now: number,
): number {
  return newOrderCookingMinutes(
    {
      defaultCookingTimeInMinutes: row.default_cooking_time_minutes,
      maxCookingTimeInMinutes: row.max_cooking_time_minutes,
    },
    busyModeOf(row),
    now,
  );
}
