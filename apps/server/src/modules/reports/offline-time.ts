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
  const spans: { from: number; to: number }[] = [];
  for (const s of segments) {
    const a = Math.max(fromMs, Date.parse(s.from));
    const b = Math.min(toMs, Date.parse(s.to));
    if (a >= b) continue;
    const shift = s.offsetMinutes;
    spans.push({ from: Math.floor(a / MINUTE_MS) + shift, to: Math.floor(b / MINUTE_MS) + shift });
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

/**
 * Minutes offline while the schedule had the venue open, and the revenue those minutes would have
 * brought at `ratePerMinute(weekday 1-7, hour)` (minor units).
 */
export function offlineWhileOpen(
  hours: WeeklyHours,
  segments: readonly OffsetSegment[],
  spans: readonly OfflineSpan[],
  ratePerMinute: (weekday: number, hour: number) => number,
): { minutes: number; lostMinor: number } {
  let minutes = 0;
  let lostMinor = 0;
  for (const span of spans) {
    for (const local of localMinuteSpans(segments, span.fromMs, span.toMs)) {
      for (let m = local.from; m < local.to; m++) {
        if (!hours.isOpen(m)) continue;
        minutes += 1;
        const weekMinute = WeeklyHours.weekMinute(m);
        lostMinor += ratePerMinute(Math.floor(weekMinute / 1440) + 1, Math.floor((weekMinute % 1440) / 60));
      }
    }
  }
  return { minutes, lostMinor };
}
