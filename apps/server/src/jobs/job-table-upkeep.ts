import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

export interface JobTableUpkeepOptions {
  db: Db;
  clock: Clock;
  log: Logger;
}

/** Jobs that left the table (finished) since the last vacuum that call for the next one. */
const VACUUM_AFTER_JOBS = 500;
/** The least time between two vacuums of one instance. */
const VACUUM_MIN_INTERVAL_MS = 2000;

/**
 * On PostgreSQL, the job table is vacuumed by the worker that empties it. Every job is inserted, taken
 * and deleted within seconds, so the table's live rows stay few while its dead row versions pile up, in
 * the heap and in the due-jobs index every claim reads from its oldest end: a claim then walks past
 * thousands of dead entries (3.6 ms a claim where it takes 0.4 ms on a vacuumed table, measured with the
 * bench's hand-over at 50 orders a second). Autovacuum comes at most once a minute per database and is
 * off on some servers, so it cannot be relied on for a table with this churn. SKIP_LOCKED: two instances
 * vacuuming at once never wait for each other, one of them just skips its turn. SQLite's deleted rows
 * leave its b-trees at once; there is nothing to do there.
 */
export function createJobTableUpkeep(opts: JobTableUpkeepOptions) {
  let leftSince = 0;
  let lastAt = -Infinity;
  let vacuuming: Promise<void> | null = null;

  async function vacuum(): Promise<void> {
    // INDEX_CLEANUP ON: PostgreSQL may skip the indexes when few heap pages hold dead rows, and the
    // indexes are what a claim reads. TRUNCATE OFF: giving the emptied end of the file back takes a
    // lock that holds every claim and insert meanwhile, and the pages are filled again within seconds.
    await sql`VACUUM (SKIP_LOCKED, INDEX_CLEANUP ON, TRUNCATE OFF) jobs`.execute(opts.db.kysely);
  }

  return {
    /** `count` finished jobs were deleted; vacuums the table (in the background) once enough have been. */
    jobsLeft(count: number): void {
      if (opts.db.engine !== 'postgres') return;
      leftSince += count;
      const now = opts.clock.now();
      if (vacuuming || leftSince < VACUUM_AFTER_JOBS || now - lastAt < VACUUM_MIN_INTERVAL_MS) return;
      leftSince = 0;
      lastAt = now;
      vacuuming = vacuum()
        .catch((error: unknown) => opts.log.warn({ err: error }, 'could not vacuum the job table'))
        .finally(() => {
          vacuuming = null;
        });
    },
    /** Waits for a vacuum under way (the worker's stop). */
    settled: (): Promise<void> => vacuuming ?? Promise.resolve(),
  };
}
