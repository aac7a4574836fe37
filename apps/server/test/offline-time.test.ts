import { describe, expect, it } from 'vitest';
import { splitByLocalHour } from '../src/modules/reports/offline-time';
import { offsetSegments } from '../src/modules/reports/venue-clock';

const ms = (iso: string) => Date.parse(iso);
const iso = (span: { fromMs: number; toMs: number }) => [
  new Date(span.fromMs).toISOString(),
  new Date(span.toMs).toISOString(),
];

/* Lost revenue reads whole venue-local hours from the sales roll-up and only the minutes around them from the orders. */
describe('splitByLocalHour', () => {
  it('cuts a stretch into whole local hours and the minutes at its ends on a half-hour clock', () => {
    // Kolkata (UTC+05:30): 10:10-13:40 UTC is 15:40-19:10 local.
    const segments = offsetSegments('Asia/Kolkata', ms('2026-03-01T00:00:00Z'), ms('2026-03-03T00:00:00Z'));
    const { hours, rest } = splitByLocalHour(
      { fromMs: ms('2026-03-02T10:10:00Z'), toMs: ms('2026-03-02T13:40:00Z') },
      segments,
    );
    expect(hours).toEqual([
      { date: '2026-03-02', hour: 16 },
      { date: '2026-03-02', hour: 17 },
      { date: '2026-03-02', hour: 18 },
    ]);
    expect(rest.map(iso)).toEqual([
      ['2026-03-02T10:10:00.000Z', '2026-03-02T10:30:00.000Z'],
      ['2026-03-02T13:30:00.000Z', '2026-03-02T13:40:00.000Z'],
    ]);
  });

  it('crosses local midnight into the next date and keeps a stretch shorter than an hour whole', () => {
    // Tokyo (UTC+9): 14:00-16:00 UTC is 23:00-01:00 local.
    const segments = offsetSegments('Asia/Tokyo', ms('2026-03-01T00:00:00Z'), ms('2026-03-03T00:00:00Z'));
    const whole = splitByLocalHour(
      { fromMs: ms('2026-03-01T14:00:00Z'), toMs: ms('2026-03-01T16:00:00Z') },
      segments,
    );
    expect(whole).toEqual({
      hours: [
        { date: '2026-03-01', hour: 23 },
        { date: '2026-03-02', hour: 0 },
      ],
      rest: [],
    });
    const short = { fromMs: ms('2026-03-01T14:10:00Z'), toMs: ms('2026-03-01T14:50:00Z') };
    expect(splitByLocalHour(short, segments)).toEqual({ hours: [], rest: [short] });
  });

  it('leaves a stretch across a daylight-saving change to the orders', () => {
    // Kyiv moves from UTC+2 to UTC+3 on 29 March 2026 at 01:00 UTC.
    const segments = offsetSegments('Europe/Kyiv', ms('2026-03-28T00:00:00Z'), ms('2026-03-30T00:00:00Z'));
    const across = { fromMs: ms('2026-03-29T00:00:00Z'), toMs: ms('2026-03-29T03:00:00Z') };
    expect(splitByLocalHour(across, segments)).toEqual({ hours: [], rest: [across] });
  });
});
