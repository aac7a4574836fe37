import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE_ID, timeZoneClockById } from './time-zone-clocks';
import { TIME_ZONES, timeZoneById } from './time-zones';

function offsetText(minutes: number): string {
  if (minutes === 0) return '(UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `(UTC${sign}${hh}:${mm})`;
}

describe('time zones', () => {
  it('has ids 0..140, contiguous', () => {
    expect(TIME_ZONES).toHaveLength(141);
    TIME_ZONES.forEach((tz, index) => expect(tz.id).toBe(index));
  });

  it('holds the spec anchors', () => {
    expect(timeZoneById(0)?.name).toBe('(UTC-12:00) International Date Line West');
    expect(timeZoneById(46)?.name).toBe('(UTC) Coordinated Universal Time');
    expect(timeZoneById(113)?.name).toBe('(UTC+09:00) Osaka, Sapporo, Tokyo');
    expect(timeZoneById(140)?.name).toBe('(UTC+14:00) Kiritimati Island');
    expect([0, 46, 113, 140].map((id) => timeZoneById(id)?.offsetMinutes)).toEqual([-720, 0, 540, 840]);
  });

  it('starts every name with its UTC offset', () => {
    for (const tz of TIME_ZONES) {
      expect(tz.name.startsWith(offsetText(tz.offsetMinutes)), tz.name).toBe(true);
    }
  });

  it('is ordered by offset, then by name, without duplicates', () => {
    for (let i = 1; i < TIME_ZONES.length; i++) {
      const prev = TIME_ZONES[i - 1]!;
      const cur = TIME_ZONES[i]!;
      expect(prev.offsetMinutes <= cur.offsetMinutes, cur.name).toBe(true);
      if (prev.offsetMinutes === cur.offsetMinutes) expect(prev.name < cur.name, cur.name).toBe(true);
    }
    expect(new Set(TIME_ZONES.map((tz) => tz.name)).size).toBe(141);
  });

  it('names IANA zones the runtime knows', () => {
    for (const tz of TIME_ZONES) {
      if (tz.ianaName) expect(() => new Intl.DateTimeFormat('en', { timeZone: tz.ianaName })).not.toThrow();
    }
  });

  it('defaults to the Vilnius zone', () => {
    expect(timeZoneById(DEFAULT_TIME_ZONE_ID)?.name).toBe(
      '(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius',
    );
  });

  it('finds nothing outside the list', () => {
    expect(timeZoneById(141)).toBeUndefined();
    expect(timeZoneById(-1)).toBeUndefined();
    expect(timeZoneClockById(141)).toBeUndefined();
    expect(timeZoneClockById(-1)).toBeUndefined();
  });

  it('has a clock for every name; Tokyo and the default zone on their IANA zones', () => {
    for (const { id, name: _name, ...clock } of TIME_ZONES) expect(timeZoneClockById(id)).toEqual(clock);
    expect(timeZoneClockById(113)).toEqual({ offsetMinutes: 540, ianaName: 'Asia/Tokyo' });
    expect(timeZoneClockById(DEFAULT_TIME_ZONE_ID)).toEqual({ offsetMinutes: 120, ianaName: 'Europe/Kyiv' });
  });
});
