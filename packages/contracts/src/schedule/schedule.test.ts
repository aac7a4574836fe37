import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  SCHEDULE_SAVED_MESSAGE,
  SCHEDULE_TIME_FORMAT_ERROR,
  ScheduleTimeFormatError,
  WEEK_DAYS,
  ZScheduleEntry,
  scheduleTo24h,
  to12h,
  to24h,
} from './schedule';

describe('schedule constants', () => {
  it('has the week days and the default schedule', () => {
    expect(WEEK_DAYS).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(DEFAULT_SCHEDULE).toHaveLength(7);
    DEFAULT_SCHEDULE.forEach((entry, i) => {
      expect(entry).toEqual({
        opening_day: WEEK_DAYS[i],
        opening_time: '00:00',
        closing_day: WEEK_DAYS[i],
        closing_time: '23:59',
      });
      expect(ZScheduleEntry.safeParse(entry).success).toBe(true);
    });
  });

  it('has the spec texts', () => {
    expect(SCHEDULE_TIME_FORMAT_ERROR).toBe('Error with time format, can not save schedule!');
    expect(SCHEDULE_SAVED_MESSAGE).toBe('The schedule successfully updated');
  });

  it('takes 24:00 as a closing time, the end of the day', () => {
    const ok = DEFAULT_SCHEDULE[0]!;
    expect(ZScheduleEntry.safeParse({ ...ok, closing_time: '24:00' }).success).toBe(true);
  });

  it('rejects entries with bad days or times', () => {
    const ok = DEFAULT_SCHEDULE[0]!;
    expect(ZScheduleEntry.safeParse({ ...ok, opening_day: 'MON' }).success).toBe(false);
    expect(ZScheduleEntry.safeParse({ ...ok, opening_time: '24:00' }).success).toBe(false);
    expect(ZScheduleEntry.safeParse({ ...ok, closing_time: '24:30' }).success).toBe(false);
    expect(ZScheduleEntry.safeParse({ ...ok, opening_time: '7:30' }).success).toBe(false);
  });
});

describe('to24h', () => {
  it('adds 12 to the hour for pm', () => {
    expect(to24h('07:30 pm')).toBe('19:30');
    expect(to24h('7:30PM')).toBe('19:30');
    expect(to24h('11:59 p.m.')).toBe('23:59');
    expect(to24h('01:05 Pm')).toBe('13:05');
  });

  it('keeps am hours', () => {
    expect(to24h('07:30 am')).toBe('07:30');
    expect(to24h('9:00AM')).toBe('09:00');
    expect(to24h('00:30 am')).toBe('00:30');
  });

  it('reads 12 pm as noon and 12 am as midnight', () => {
    expect(to24h('12:00 pm')).toBe('12:00');
    expect(to24h('12:45 pm')).toBe('12:45');
    expect(to24h('12:00 am')).toBe('00:00');
  });

  it('passes 24-hour text through, padded', () => {
    expect(to24h('24:00')).toBe('24:00');
    expect(to24h('19:30')).toBe('19:30');
    expect(to24h('7:05')).toBe('07:05');
  });

  it('throws the spec error for unrecognised forms', () => {
    for (const bad of [
      '7:30 xm',
      '7:30 p',
      '13:00 pm',
      '00:10 pm',
      '7:75 am',
      '24:01',
      '24:00 pm',
      'noon',
      '',
      '7 pm',
      '7.30 pm',
    ]) {
      expect(() => to24h(bad), bad).toThrow(ScheduleTimeFormatError);
      expect(() => to24h(bad), bad).toThrow('Error with time format, can not save schedule!');
    }
  });
});

describe('to12h', () => {
  it('subtracts 12 when the hour is over 12, padded to two digits', () => {
    expect(to12h('19:30')).toEqual({ time: '07:30', meridiem: 'pm' });
    expect(to12h('23:59')).toEqual({ time: '11:59', meridiem: 'pm' });
    expect(to12h('12:00')).toEqual({ time: '12:00', meridiem: 'pm' });
    expect(to12h('09:05')).toEqual({ time: '09:05', meridiem: 'am' });
  });

  it('shows the midnight hour as 12 am, never 00 am', () => {
    expect(to12h('00:00')).toEqual({ time: '12:00', meridiem: 'am' });
    expect(to12h('00:45')).toEqual({ time: '12:45', meridiem: 'am' });
    expect(to24h('12:45 am')).toBe('00:45');
  });

  it('round-trips every minute of the day through to24h', () => {
    for (let m = 0; m < 24 * 60; m++) {
      const t = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const { time, meridiem } = to12h(t);
      expect(to24h(`${time} ${meridiem}`)).toBe(t);
    }
  });
});

describe('scheduleTo24h', () => {
  it('converts every entry and keeps other fields', () => {
    const entries = [
      { opening_day: 'MONDAY', opening_time: '08:00 am', closing_day: 'MONDAY', closing_time: '10:30 pm' },
      { opening_day: 'TUESDAY', opening_time: '12:00 am', closing_day: 'TUESDAY', closing_time: '11:59 pm' },
    ];
    expect(scheduleTo24h(entries)).toEqual([
      { opening_day: 'MONDAY', opening_time: '08:00', closing_day: 'MONDAY', closing_time: '22:30' },
      { opening_day: 'TUESDAY', opening_time: '00:00', closing_day: 'TUESDAY', closing_time: '23:59' },
    ]);
    expect(entries[0]?.opening_time).toBe('08:00 am');
  });

  it('fails the whole list on one bad time', () => {
    const entries = [{ opening_time: '08:00 am', closing_time: '10:30 qm' }];
    expect(() => scheduleTo24h(entries)).toThrow(SCHEDULE_TIME_FORMAT_ERROR);
  });
});
