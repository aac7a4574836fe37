import { DateOrder, TimeFormat } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { dateInputPattern, formatDateInput, parseDateInput } from './date-input';

const lithuanian = { dateOrder: DateOrder.YMD, dateSeparator: '-', timeFormat: TimeFormat.H24 } as const;
const european = { dateOrder: DateOrder.DMY, dateSeparator: '.', timeFormat: TimeFormat.H24 } as const;
const american = { dateOrder: DateOrder.MDY, dateSeparator: '/', timeFormat: TimeFormat.H12 } as const;

describe('date inputs in the user’s format', () => {
  it('show a stored value in the user’s order, separator and clock', () => {
    expect(formatDateInput('2027-03-09', european, 'date')).toBe('09.03.2027');
    expect(formatDateInput('2027-03-09', american, 'date')).toBe('03/09/2027');
    expect(formatDateInput('2027-03-09', lithuanian, 'date')).toBe('2027-03-09');
    expect(formatDateInput('2100-01-01T00:00', european, 'datetime')).toBe('01.01.2100 00:00');
    expect(formatDateInput('2100-01-01T00:00', american, 'datetime')).toBe('01/01/2100 12:00 AM');
    expect(formatDateInput('2027-03-09T13:05', american, 'datetime')).toBe('03/09/2027 01:05 PM');
    expect(formatDateInput('', european, 'date')).toBe('');
  });

  it('name the pattern they ask for', () => {
    expect(dateInputPattern(european, 'datetime')).toBe('dd.mm.yyyy hh:mm');
    expect(dateInputPattern(american, 'datetime')).toBe('mm/dd/yyyy hh:mm AM');
    expect(dateInputPattern(lithuanian, 'date')).toBe('yyyy-mm-dd');
  });

  it('read typed text in the user’s order, with any usual separator', () => {
    expect(parseDateInput('9.3.2027', european, 'date')).toBe('2027-03-09');
    expect(parseDateInput('09/03/2027', european, 'date')).toBe('2027-03-09');
    expect(parseDateInput('03/09/2027', american, 'date')).toBe('2027-03-09');
    expect(parseDateInput('2027-03-09', lithuanian, 'date')).toBe('2027-03-09');
    expect(parseDateInput('  ', european, 'date')).toBe('');
  });

  it('read a time in 24-hour or 12-hour form, and midnight when none is typed', () => {
    expect(parseDateInput('09.03.2027 18:30', european, 'datetime')).toBe('2027-03-09T18:30');
    expect(parseDateInput('03/09/2027 6:30 PM', american, 'datetime')).toBe('2027-03-09T18:30');
    expect(parseDateInput('03/09/2027 12:00 am', american, 'datetime')).toBe('2027-03-09T00:00');
    expect(parseDateInput('03/09/2027 12:15 PM', american, 'datetime')).toBe('2027-03-09T12:15');
    expect(parseDateInput('03/09/2027 18:30', american, 'datetime')).toBe('2027-03-09T18:30');
    expect(parseDateInput('09.03.2027', european, 'datetime')).toBe('2027-03-09T00:00');
  });

  it('refuse what is not a date in that order', () => {
    expect(parseDateInput('2027-03-09', european, 'date')).toBeNull();
    expect(parseDateInput('13/09/2027', american, 'date')).toBeNull();
    expect(parseDateInput('31.02.2027', european, 'date')).toBeNull();
    expect(parseDateInput('09.03.27', european, 'date')).toBeNull();
    expect(parseDateInput('09.03.2027 25:00', european, 'datetime')).toBeNull();
    expect(parseDateInput('09.03.2027 13:00 PM', european, 'datetime')).toBeNull();
    expect(parseDateInput('09.03.2027 10:00', european, 'date')).toBeNull();
    expect(parseDateInput('tomorrow', european, 'date')).toBeNull();
  });

  it('give back what they show, for every order and clock', () => {
    for (const settings of [european, american, lithuanian])
      for (const value of ['2027-12-31T23:59', '2026-01-01T00:00', '2028-02-29T12:00']) {
        expect(parseDateInput(formatDateInput(value, settings, 'datetime'), settings, 'datetime')).toBe(
          value,
        );
        expect(parseDateInput(formatDateInput(value, settings, 'date'), settings, 'date')).toBe(
          value.slice(0, 10),
        );
      }
  });
});
