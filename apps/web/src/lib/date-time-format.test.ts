import { DEFAULT_GENERAL_SETTINGS, DateOrder, TimeFormat } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-time-format';

const at = (h: number, m: number) => new Date(2025, 4, 7, h, m);

describe('times', () => {
  it('shows 24-hour times by default', () => {
    expect(formatTime(at(14, 5), DEFAULT_GENERAL_SETTINGS)).toBe('14:05');
    expect(formatTime(at(0, 30), DEFAULT_GENERAL_SETTINGS)).toBe('00:30');
  });

  it('takes 12 off an hour over 12 and pads it in the 12-hour format', () => {
    const h12 = { timeFormat: TimeFormat.H12 };
    expect(formatTime(at(14, 5), h12)).toBe('02:05 PM');
    expect(formatTime(at(12, 0), h12)).toBe('12:00 PM');
    expect(formatTime(at(9, 41), h12)).toBe('09:41 AM');
    expect(formatTime(at(0, 15), h12)).toBe('12:15 AM');
  });

  it('shows nothing for a date that does not parse', () => {
    expect(formatTime('not a date', DEFAULT_GENERAL_SETTINGS)).toBe('');
    expect(formatDate('', DEFAULT_GENERAL_SETTINGS)).toBe('');
  });
});

describe('dates', () => {
  it('puts day, month and year in the chosen order with the chosen separator', () => {
    const day = at(9, 0);
    expect(formatDate(day, DEFAULT_GENERAL_SETTINGS)).toBe('07.05.2025');
    expect(formatDate(day, { dateOrder: DateOrder.MDY, dateSeparator: '/' })).toBe('05/07/2025');
    expect(formatDate(day, { dateOrder: DateOrder.YMD, dateSeparator: '-' })).toBe('2025-05-07');
  });

  it('joins date and time', () => {
    expect(formatDateTime(at(18, 45), { ...DEFAULT_GENERAL_SETTINGS, timeFormat: TimeFormat.H12 })).toBe(
      '07.05.2025 06:45 PM',
    );
  });
});

describe("on a venue's clock", () => {
  it('shows the instant as the given zone reads it, daylight saving included', () => {
    const instant = '2026-07-01T21:30:00Z';
    expect(formatTime(instant, DEFAULT_GENERAL_SETTINGS, 'Europe/Vilnius')).toBe('00:30');
    expect(formatDateTime(instant, DEFAULT_GENERAL_SETTINGS, 'Europe/Vilnius')).toBe('02.07.2026 00:30');
    expect(formatTime(instant, { timeFormat: TimeFormat.H12 }, 'UTC+2')).toBe('11:30 PM');
    expect(formatDate(instant, { ...DEFAULT_GENERAL_SETTINGS, dateOrder: DateOrder.YMD }, 'Asia/Tokyo')).toBe(
      '2026.07.02',
    );
  });
});
