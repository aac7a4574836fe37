import { PostgresAdapter, sql, type Kysely, type OperationNodeSource } from 'kysely';
import type { Database } from './schema';

/**
 * Writes of one transaction whose answers nobody reads (roll-ups, an audit entry, a job), sent together
 * by `flush`: on PostgreSQL as one statement, each write a data-modifying `WITH` of it, so a change
 * pays one round trip for all of them; on SQLite, which has no data-modifying `WITH` and no round
 * trip to save, one after another. All of one statement see the same snapshot, so no two writes of a
 * batch may touch the same row (merge them into one first).
 */
export class WriteBatch {
  private readonly writes: OperationNodeSource[] = [];

  /** `db`: the transaction the writes belong to; build them on it. */
  constructor(readonly db: Kysely<Database>) {}

  add(write: OperationNodeSource): void {
    this.writes.push(write);
  }

  /** The writes added so far, taken out of the batch for a caller that sends them in its own statement. */
  take(): OperationNodeSource[] {
    return this.writes.splice(0);
  }

  /** Sends every write added so far and empties the batch. */
  async flush(): Promise<void> {
    const writes = this.writes.splice(0);
    if (writes.length === 0) return;
    if (writes.length === 1 || !(this.db.getExecutor().adapter instanceof PostgresAdapter)) {
      for (const write of writes) await sql`${write}`.execute(this.db);
      return;
    }
    const parts = writes.map((write, i) => sql`${sql.raw(`w${i}`)} AS (${write})`);
    await sql`WITH ${sql.join(parts)} SELECT 1`.execute(this.db);
  }
}

/** The transaction a write goes to: its own, or the batch's. */
export function databaseOf(target: Kysely<Database> | WriteBatch): Kysely<Database> {
  return target instanceof WriteBatch ? target.db : target;
}

/** Runs `write` now, or adds it to `batch` when there is one (then it goes with the batch's flush). */
export async function writeNowOrInBatch(
  db: Kysely<Database>,
  write: OperationNodeSource,
  batch: WriteBatch | undefined,
): Promise<void> {
  if (batch) batch.add(write);
  else await sql`${write}`.execute(db);
}

/** Sends `writes` together, as a batch of `db`'s transaction does (one statement on PostgreSQL). */
export function writeTogether(db: Kysely<Database>, writes: OperationNodeSource[]): Promise<void> {
  const batch = new WriteBatch(db);
  for (const write of writes) batch.add(write);
  return batch.flush();
}
