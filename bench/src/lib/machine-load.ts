import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineLoad {
  /** 1, 5 and 15 minute load averages. */
  loadAverage: number[];
  /** The busiest processes other than this benchmark's (`%CPU command`), as `ps` sees them. */
  busiest: string[];
}

/** What else the machine is doing: the figures of a shared machine are read against it. */
export function machineLoad(): MachineLoad {
  let busiest: string[] = [];
  try {
    busiest = execFileSync('ps', ['-eo', 'pid=,pcpu=,comm=', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, cpu, command]) => pid !== String(process.pid) && command !== 'ps' && Number(cpu) >= 5)
      .slice(0, 6)
      .map(([, cpu, ...command]) => `${cpu}% ${command.join(' ')}`);
  } catch {
    // no ps: the load average still says how busy the machine was
  }
  return { loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10), busiest };
}
