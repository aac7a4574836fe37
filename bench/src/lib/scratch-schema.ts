import { openDatabase } from '../../../apps/server/src/db/database';
import { migrateToLatest } from '../../../apps/server/src/db/migrate';

/** The server's own schema (tables and indexes) on a scratch database for the bare-driver baselines. */
export async function migrateScratchDatabase(target: {
  sqliteFile?: string;
  databaseUrl?: string;
}): Promise<void> {
  const db = openDatabase({ databaseUrl: target.databaseUrl, sqliteFile: target.sqliteFile ?? ':memory:' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
}
