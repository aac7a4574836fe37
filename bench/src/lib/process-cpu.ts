import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every common kernel. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command (which may hold spaces): the state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The pids of the processes of that exact command name (`postgres`, `redis-server`). */
export function pidsOf(command: string): number[] {
  try {
    return execFileSync('pgrep', ['-x', command], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU used by a set of processes between `start()` and `stop()`, in seconds and as a share of one
 * core. Processes of a command name are looked up at both ends (PostgreSQL starts a backend per
 * connection), so a backend that ended in between is not counted: on PostgreSQL read it as a floor.
 */
export function cpuMeter(targets: Record<string, number | string>) {
  const read = () => {
    const out: Record<string, number> = {};
    for (const [name, target] of Object.entries(targets)) {
      const pids = typeof target === 'number' ? [target] : pidsOf(target);
      out[name] = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    }
    return out;
  };
  let before = read();
  let startedAt = performance.now();
  return {
    start() {
      before = read();
      startedAt = performance.now();
    },
    /** CPU seconds per process (or command) since `start`, and the share of one core they were. */
    stop() {
      const after = read();
      const seconds = (performance.now() - startedAt) / 1000;
      const out: Record<string, { cpuSeconds: number; corePercent: number }> = {};
      for (const name of Object.keys(targets)) {
        const used = Math.max(0, after[name]! - before[name]!);
        out[name] = {
          cpuSeconds: Math.round(used * 100) / 100,
          corePercent: Math.round((used / seconds) * 100),
        };
      }
      return out;
    },
  };
}
