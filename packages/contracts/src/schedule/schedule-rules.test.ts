import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, type TScheduleEntry } from './schedule';
import { isOpenAt, scheduleProblems } from './schedule-rules';

const entry = (opening_day: string, opening_time: string, closing_day: string, closing_time: string) =>
  ({ opening_day, opening_time, closing_day, closing_time }) as TScheduleEntry;

describe('schedule rules', () => {
  it('takes the default schedule and periods that only touch', () => {
    expect(scheduleProblems(DEFAULT_SCHEDULE)).toEqual([]);
    expect(
      scheduleProblems([
        entry('MONDAY', '09:00', 'MONDAY', '14:00'),
        entry('MONDAY', '14:00', 'MONDAY', '22:00'),
      ]),
    ).toEqual([]);
  });

  it('names the later of two overlapping periods, also across midnight and the end of the week', () => {
    expect(
      scheduleProblems([
        entry('MONDAY', '09:00', 'MONDAY', '17:00'),
        entry('MONDAY', '16:59', 'MONDAY', '18:00'),
      ]),
    ).toEqual([{ index: 1, message: 'Overlaps the period MONDAY 09:00 - MONDAY 17:00' }]);
    expect(
      scheduleProblems([
        entry('FRIDAY', '20:00', 'SATURDAY', '03:00'),
        entry('SATURDAY', '02:00', 'SATURDAY', '10:00'),
      ]),
    ).toHaveLength(1);
    expect(
      scheduleProblems([
        entry('SUNDAY', '22:00', 'MONDAY', '02:00'),
        entry('MONDAY', '01:00', 'MONDAY', '05:00'),
      ]),
    ).toEqual([{ index: 1, message: 'Overlaps the period SUNDAY 22:00 - MONDAY 02:00' }]);
    expect(scheduleProblems([entry('TUESDAY', '10:00', 'TUESDAY', '10:00')])).toEqual([
      { index: 0, message: 'The period closes when it opens' },
    ]);
  });

  it('reads whether the venue is open at a local day and time', () => {
    const schedule = [
      entry('SUNDAY', '22:00', 'MONDAY', '02:00'),
      entry('MONDAY', '09:00', 'MONDAY', '17:00'),
    ];
    expect(isOpenAt(schedule, { day: 'MONDAY', time: '01:59' })).toBe(true);
    expect(isOpenAt(schedule, { day: 'MONDAY', time: '02:00' })).toBe(false);
    expect(isOpenAt(schedule, { day: 'SUNDAY', time: '23:00' })).toBe(true);
    expect(isOpenAt(schedule, { day: 'MONDAY', time: '16:59' })).toBe(true);
    expect(isOpenAt(schedule, { day: 'TUESDAY', time: '12:00' })).toBe(false);
  });

  it('reads a 24:00 closing as the end of that day', () => {
    const schedule: TScheduleEntry[] = [
      { opening_day: 'MONDAY', opening_time: '10:00', closing_day: 'MONDAY', closing_time: '24:00' },
      { opening_day: 'TUESDAY', opening_time: '00:00', closing_day: 'TUESDAY', closing_time: '02:00' },
    ];
    expect(scheduleProblems(schedule)).toEqual([]);
    expect(isOpenAt(schedule, { day: 'MONDAY', time: '23:59' })).toBe(true);
    expect(isOpenAt(schedule, { day: 'TUESDAY', time: '01:00' })).toBe(true);
    expect(isOpenAt(schedule, { day: 'MONDAY', time: '09:59' })).toBe(false);
  });
});
