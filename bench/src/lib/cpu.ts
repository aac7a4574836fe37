import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; NaN when it is gone or /proc is absent. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export interface CpuMeter {
  /**
   * CPU ms used since `start` (or the last `lap`) by the server processes and the database's backends;
   * on PostgreSQL also the bytes of WAL written meanwhile (by the whole cluster: measure on a quiet one).
   */
  lap(): Promise<{ serverMs: number; databaseMs: number; walBytes: number }>;
  stop(): Promise<void>;
}

/**
 * CPU time of the server process(es) and, on PostgreSQL, of the backends serving the bench's database
 * (pg_stat_activity by database name; the meter's own backend left out), read from /proc. Backends come
 * and go with the pool: they are looked for every 200 ms and each is counted from its first sighting (a
 * new one from its start), so what one does between its last sighting and its exit is missed. The
 * postmaster's shared workers (WAL writer, checkpointer) serve every database of the machine and are
 * not counted.
 */
export async function startCpuMeter(serverPids: number[], databaseUrl?: string): Promise<CpuMeter> {
  let client: pg.Client | null = null;
  let ownPid = -1;
  let databaseName = '';
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    databaseName = new URL(databaseUrl).pathname.slice(1);
    ownPid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  }
  /** Per backend: its CPU at the last lap and the latest reading. */
  const backends = new Map<number, { base: number; last: number }>();
  const servers = new Map(serverPids.map((pid) => [pid, processCpuMs(pid)]));
  let sampling: Promise<void> | null = null;

  async function sample(isNew: boolean): Promise<void> {
    if (!client) return;
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> $2',
      [databaseName, ownPid],
    );
    for (const { pid } of rows) {
      const now = processCpuMs(pid);
      if (Number.isNaN(now)) continue;
      const known = backends.get(pid);
      if (known) known.last = now;
      // At the start a backend counts from now; one that appears later, from its own start.
      else backends.set(pid, { base: isNew ? now : 0, last: now });
    }
  }
  const walPosition = async (): Promise<string | null> =>
    client ? String((await client.query('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn) : null;
  let walAt = await walPosition();
  await sample(true);
  const timer = setInterval(() => {
    sampling ??= sample(false)
      .catch(() => undefined)
      .finally(() => {
        sampling = null;
      });
  }, 200);

  return {
    async lap() {
      await sampling;
      await sample(false);
      let databaseMs = 0;
      for (const [pid, b] of backends) {
        databaseMs += b.last - b.base;
        b.base = b.last;
        // Gone since: nothing more will come from it.
        if (Number.isNaN(processCpuMs(pid))) backends.delete(pid);
      }
      let serverMs = 0;
      for (const [pid, base] of servers) {
        const now = processCpuMs(pid);
        serverMs += now - base;
        servers.set(pid, now);
      }
      let walBytes = 0;
      if (client) {
        const { rows } = await client.query<{ lsn: string; bytes: string }>(
          'SELECT pg_current_wal_lsn() AS lsn, pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes',
          [walAt],
        );
        walBytes = Number(rows[0]!.bytes);
        walAt = rows[0]!.lsn;
      }
      return { serverMs, databaseMs, walBytes };
    },
    async stop() {
      clearInterval(timer);
      await sampling;
      await client?.end();
    },
  };
}
