// `node apps/server/dist/backup.js [file]`: an online backup of the embedded SQLite database (DATA_DIR)
// while the server runs. Default file: DATA_DIR/backups/orderdesk-<UTC time>.db. On PostgreSQL it refuses:
// pg_dump is the tool there (docs/operations.md, "Backups").
import path from 'node:path';
import { clockIso, systemClock } from './clock';
import { loadConfig } from './config';
import { backupSqlite } from './db/sqlite-backup';

function main(): void {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, "Backups")');
    process.exit(2);
  }
  const dataDir = config.DATA_DIR.replace(/\/$/, '');
  const stamp = clockIso(systemClock)
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const target = process.argv[2] ?? path.join(dataDir, 'backups', `orderdesk-${stamp}.db`);
  const backup = backupSqlite(`${dataDir}/orderdesk.db`, target);
  console.log(`${backup.file} (${backup.bytes} bytes, ${backup.milliseconds} ms)`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
