import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Whether the engine locks rows (`FOR UPDATE`): PostgreSQL does; SQLite has one writer at a time instead. */
export function hasRowLocks(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
