import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { PG_ADMIN_URL } from './databases';

/**
 * Starts a measured step on a quiet disk: the machine's dirty pages written out (`sync`) and, with
 * PostgreSQL, a checkpoint. Without it a step paid for the writes of the steps before it: a checkpoint
 * that `max_wal_size` forces (one for about every GB of WAL, several in a full run) and the kernel's
 * writeback of the SQLite run fell on whichever step came next, the bare driver's run or the server's.
 * Both sides of a ratio start the same way.
 */
export async function quietDisk(withPostgres: boolean): Promise<void> {
  spawnSync('sync');
  if (!withPostgres) return;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}
