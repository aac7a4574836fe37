import { entryInterval, type TScheduleEntry } from '@orderdesk/contracts';
import type { OffsetSegment } from './venue-clock';

const MINUTE_MS = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;
/** 1970-01-01 was a Thursday: minute 0 of the epoch is minute 3 × 1440 of its Monday-based week. */
const EPOCH_WEEK_SHIFT = 3 * 24 * 60;

/** A week's opening hours as a minute map (Monday 00:00 = 0) with running totals for fast counting. */
export class WeeklyHours {
  private readonly open = new Uint8Array(WEEK_MINUTES);
  private readonly prefix = new Int32Array(WEEK_MINUTES + 1);

  constructor(schedule: readonly TScheduleEntry[]) {
    for (const entry of schedule) {
      const { start, end } = entryInterval(entry);
      for (let m = start; m < end; m++) this.open[m % WEEK_MINUTES] = 1;
    }
    for (let m = 0; m < WEEK_MINUTES; m++) this.prefix[m + 1] = this.prefix[m]! + this.open[m]!;
  }

  /** Minute of the week (Monday 00:00 = 0) of a local-clock minute counted from the epoch. */
  static weekMinute(localMinute: number): number {
    return (((localMinute + EPOCH_WEEK_SHIFT) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  }

  isOpen(localMinute: number): boolean {
    return this.open[WeeklyHours.weekMinute(localMinute)] === 1;
  }

  /** Open minutes among local minutes [from, to). */
  openMinutes(from: number, to: number): number {
    return this.upTo(to) - this.upTo(from);
  }

  private upTo(localMinute: number): number {
    const shifted = localMinute + EPOCH_WEEK_SHIFT;
    const weeks = Math.floor(shifted / WEEK_MINUTES);
    return weeks * this.prefix[WEEK_MINUTES]! + this.prefix[shifted - weeks * WEEK_MINUTES]!;
  }
}

/** Parts of [fromMs, toMs) on one offset each, as local-clock minutes counted from the epoch. */
export function localMinuteSpans(segments: readonly OffsetSegment[], fromMs: number, toMs: number) {
  const spans: { from: number; to: number; shift: number }[] = [];
  for (const s of segments) {
    const a = Math.max(fromMs, Date.parse(s.from));
    const b = Math.min(toMs, Date.parse(s.to));
    if (a >= b) continue;
    const shift = s.offsetMinutes;
    spans.push({ from: Math.floor(a / MINUTE_MS) + shift, to: Math.floor(b / MINUTE_MS) + shift, shift });
  }
  return spans;
}

/** One offline stretch of a venue, UTC milliseconds. */
export interface OfflineSpan {
  fromMs: number;
  toMs: number;
}

/**
 * Offline stretches from the venue's online/offline changes in time order, given its state at
 * `fromMs`; stretches are clipped to [fromMs, toMs).
 */
export function offlineSpans(
  offlineAtStart: boolean,
  changes: readonly { atMs: number; online: boolean }[],
  fromMs: number,
  toMs: number,
): OfflineSpan[] {
  const spans: OfflineSpan[] = [];
  let offlineSince: number | null = offlineAtStart ? fromMs : null;
  for (const change of changes) {
    const at = Math.min(Math.max(change.atMs, fromMs), toMs);
    if (change.online && offlineSince !== null) {
      if (at > offlineSince) spans.push({ fromMs: offlineSince, toMs: at });
      offlineSince = null;
    } else if (!change.online && offlineSince === null) {
      offlineSince = at;
    }
  }
  if (offlineSince !== null && toMs > offlineSince) spans.push({ fromMs: offlineSince, toMs });
  return spans;
}

const segmentEnds = new WeakMap<readonly OffsetSegment[], number[]>();

/** The offset of the segment an instant falls in (the last one's past the end). */
export function offsetIn(segments: readonly OffsetSegment[], ms: number): number {
  let ends = segmentEnds.get(segments);
  if (!ends) {
    ends = segments.map((s) => Date.parse(s.to));
    segmentEnds.set(segments, ends);
  }
  for (let i = 0; i < ends.length; i++) if (ms < ends[i]!) return segments[i]!.offsetMinutes;
  return segments.at(-1)?.offsetMinutes ?? 0;
}

/**
 * The parts of offline stretches during which the schedule had the venue open, as UTC stretches,
 * and their length in minutes.
 */
export function offlineWhileOpen(
  hours: WeeklyHours,
  segments: readonly OffsetSegment[],
  spans: readonly OfflineSpan[],
): { minutes: number; open: OfflineSpan[] } {
  let minutes = 0;
  const open: OfflineSpan[] = [];
  for (const span of spans) {
    for (const local of localMinuteSpans(segments, span.fromMs, span.toMs)) {
      let runStart: number | null = null;
      const close = (end: number) => {
        if (runStart === null) return;
        open.push({ fromMs: (runStart - local.shift) * MINUTE_MS, toMs: (end - local.shift) * MINUTE_MS });
        runStart = null;
      };
      for (let m = local.from; m < local.to; m++) {
        if (hours.isOpen(m)) {
          minutes += 1;
          runStart ??= m;
        } else close(m);
      }
      close(local.to);
    }
  }
  return { minutes, open };
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The same local hours on the four weeks before each stretch (the comparable days): shifted a week at a
 * time and kept on the venue's clock across a daylight-saving change.
 */
export function comparableWindows(
  open: readonly OfflineSpan[],
  segments: readonly OffsetSegment[],
  weeks = 4,
) {
  const windows: OfflineSpan[] = [];
  for (const span of open) {
    for (let k = 1; k <= weeks; k++) {
      const shift = (ms: number) => {
        const back = ms - k * WEEK_MS;
        return back + (offsetIn(segments, ms) - offsetIn(segments, back)) * MINUTE_MS;
      };
      windows.push({ fromMs: shift(span.fromMs), toMs: shift(span.toMs) });
    }
  }
  return windows;
}
