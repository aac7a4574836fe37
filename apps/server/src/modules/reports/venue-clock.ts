import { type DateRange } from '@orderdesk/contracts';
import { DateTime, type Zone } from 'luxon';

/** A stretch of UTC time in which a zone keeps one offset from UTC. */
export interface OffsetSegment {
  /** ISO UTC instants, `from` included, `to` not. */
  from: string;
  to: string;
  offsetMinutes: number;
}

/** The venues sharing one clock, and a period's days on that clock as UTC segments of one offset. */
export interface ZoneSlice {
  zone: string;
  venueIds: number[];
  /** The period on this clock: from the first day's midnight to the midnight after the last day. */
  from: string;
  to: string;
  segments: OffsetSegment[];
}

/** Offsets change months apart in every zone, so a week's step never misses one. */
const STEP_MS = 7 * 86_400_000;

const zones = new Map<string, Zone>();

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(zone: string, ms: number): number {
  let z = zones.get(zone);
  if (!z) {
    z = DateTime.now().setZone(zone).zone;
    zones.set(zone, z);
  }
  return z.offset(ms);
}

/**
 * Where the zone's offset changes between two instants. Offsets change a few times a year at most,
 * so the stretch is walked a week at a time and each change narrowed down to the minute.
 */
export function offsetSegments(zone: string, fromMs: number, toMs: number): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let start = fromMs;
  let offset = offsetAt(zone, fromMs);
  for (let t = fromMs; t < toMs;) {
    const next = Math.min(t + STEP_MS, toMs);
    const nextOffset = offsetAt(zone, next === toMs ? toMs - 1 : next);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next === toMs ? toMs - 1 : next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      segments.push({
        from: new Date(start).toISOString(),
        to: new Date(hi).toISOString(),
        offsetMinutes: offset,
      });
      start = hi;
      offset = nextOffset;
    }
    t = next;
  }
  segments.push({
    from: new Date(start).toISOString(),
    to: new Date(toMs).toISOString(),
    offsetMinutes: offset,
  });
  return segments.filter((s) => s.from < s.to);
}

/** A local date range as UTC milliseconds on a zone's clock: [first midnight, midnight after the last day). */
export function utcBounds(zone: string, range: DateRange): { fromMs: number; toMs: number } {
  const fromMs = DateTime.fromISO(range.from, { zone }).startOf('day').toMillis();
  const toMs = DateTime.fromISO(range.to, { zone }).plus({ days: 1 }).startOf('day').toMillis();
  return { fromMs, toMs };
}

/** The venues grouped by clock, each group with the period's UTC bounds and offset segments. */
export function zoneSlices(
  venues: readonly { id: number; zone: string }[],
  range: (zone: string) => DateRange,
): ZoneSlice[] {
  const byZone = new Map<string, number[]>();
  for (const venue of venues) byZone.set(venue.zone, [...(byZone.get(venue.zone) ?? []), venue.id]);
  return [...byZone].map(([zone, venueIds]) => {
    const { fromMs, toMs } = utcBounds(zone, range(zone));
    return {
      zone,
      venueIds,
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      segments: offsetSegments(zone, fromMs, toMs),
    };
  });
}

/** Today's date on a zone's clock. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now).setZone(zone).toFormat('yyyy-MM-dd');
}
