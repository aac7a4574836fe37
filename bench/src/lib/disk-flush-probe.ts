import fs from 'node:fs';
import path from 'node:path';
import { percentile } from '../stats';

export interface DiskFlushMinute {
  p99Ms: number;
  maxMs: number;
  /** Writes still waiting for their flush when the minute closed: a stall that has not ended. */
  pending: number;
}

export interface DiskFlushProbe {
  /** The minute's flushes, then starts the next minute. */
  takeMinute(): DiskFlushMinute;
  stop(): void;
}

/**
 * How long the disk takes to make a small write durable, sampled beside a run: 8 KiB written and
 * `fdatasync`ed every `everyMs` in a file of `dir`, through Node's thread pool so a stall does not
 * hold up the run's own event loop. A commit waits on the same kind of flush: a minute in which every
 * request slowed while the servers' threads did not is read against it.
 */
export function startDiskFlushProbe(dir: string, everyMs = 250): DiskFlushProbe {
  const fd = fs.openSync(path.join(dir, 'flush-probe'), 'w');
  const block = Buffer.alloc(8192, 1);
  let readings: number[] = [];
  let started: number | null = null;
  const timer = setInterval(() => {
    if (started !== null) return;
    const at = performance.now();
    started = at;
    fs.write(fd, block, 0, block.length, 0, (writeError) => {
      if (writeError) {
        started = null;
        return;
      }
      fs.fdatasync(fd, (syncError) => {
        if (!syncError) readings.push(performance.now() - at);
        started = null;
      });
    });
  }, everyMs);
  return {
    takeMinute() {
      // A flush still running counts as long as it has waited so far.
      const waiting = started === null ? [] : [performance.now() - started];
      const all = [...readings, ...waiting];
      readings = [];
      const round1 = (ms: number) => Math.round(ms * 10) / 10;
      return {
        p99Ms: all.length ? round1(percentile(all, 99)) : Number.NaN,
        maxMs: all.length ? round1(Math.max(...all)) : Number.NaN,
        pending: waiting.length,
      };
    },
    stop() {
      clearInterval(timer);
      fs.closeSync(fd);
    },
  };
}
