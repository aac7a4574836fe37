import { describe, expect, it } from 'vitest';
import { displayZoneName, formatInZone, isoInZone, venueLocalTime, venueZoneName } from './venue-time-zone';
import { isKnownZone, wallClockInZone } from './wall-clock';

const VILNIUS = 62;
const TOKYO = 113;

describe("a venue's clock", () => {
  it('follows the zone rules with daylight saving, its standard offset without', () => {
    expect(venueZoneName({ timeZone: VILNIUS, useDayLigthSavingTime: true })).toBe('Europe/Kyiv');
    expect(venueZoneName({ timeZone: VILNIUS, useDayLigthSavingTime: false })).toBe('UTC+2');
    expect(venueZoneName({ timeZone: 0, useDayLigthSavingTime: false })).toBe('UTC-12');
    const summer = new Date('2026-07-01T09:30:00Z');
    expect(venueLocalTime(summer, venueZoneName({ timeZone: VILNIUS, useDayLigthSavingTime: true }))).toEqual(
      {
        day: 'WEDNESDAY',
        time: '12:30',
      },
    );
    expect(venueLocalTime(summer, 'UTC+2').time).toBe('11:30');
    expect(
      venueLocalTime(
        new Date('2026-07-05T20:00:00Z'),
        venueZoneName({ timeZone: TOKYO, useDayLigthSavingTime: true }),
      ),
    ).toEqual({ day: 'MONDAY', time: '05:00' });
  });

  it("shows times in the venue's zone only with a custom time zone, else in the viewer's", () => {
    const settings = { timeZone: TOKYO, useDayLigthSavingTime: true, useCustomTimeZone: true };
    expect(displayZoneName(settings, 'Europe/Vilnius')).toBe('Asia/Tokyo');
    expect(displayZoneName({ ...settings, useCustomTimeZone: false }, 'Europe/Vilnius')).toBe(
      'Europe/Vilnius',
    );
    expect(formatInZone('2026-01-10T12:00:00Z', 'Asia/Tokyo', 'yyyy-MM-dd HH:mm')).toBe('2026-01-10 21:00');
    expect(isoInZone(new Date('2026-01-10T12:00:00Z'), 'UTC+5:30')).toBe('2026-01-10T17:30:00.000+05:30');
  });
});

describe('wall clocks', () => {
  it("reads an instant on a zone's clock, daylight saving included", () => {
    const instant = new Date('2026-07-01T21:30:00Z');
    expect(wallClockInZone(instant, 'Europe/Vilnius')).toEqual({
      year: 2026,
      month: 7,
      day: 2,
      hour: 0,
      minute: 30,
    });
    expect(wallClockInZone(new Date('2026-01-01T21:30:00Z'), 'Europe/Vilnius').hour).toBe(23);
    expect(wallClockInZone(instant, 'UTC-12')).toMatchObject({ day: 1, hour: 9 });
    expect(wallClockInZone(instant, 'UTC+5:30')).toMatchObject({ day: 2, hour: 3, minute: 0 });
    expect(wallClockInZone(instant, 'UTC')).toMatchObject({ day: 1, hour: 21 });
    expect(wallClockInZone(new Date('2026-07-01T22:15:00Z'), 'Asia/Tokyo')).toMatchObject({
      day: 2,
      hour: 7,
    });
  });

  it('knows IANA zones and fixed offsets, not made-up names', () => {
    expect(isKnownZone('Europe/Vilnius')).toBe(true);
    expect(isKnownZone('UTC-3:30')).toBe(true);
    expect(isKnownZone('UTC')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
  });
});
