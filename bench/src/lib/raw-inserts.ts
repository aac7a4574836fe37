// The rows one accepted webhook writes (a receipt and its job, in one transaction), inserted through
// the bare driver with no HTTP, validation or query builder: the ceiling intake is measured against.
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const RECEIPT_SQL =
  'INSERT INTO webhook_receipts (platform, notification_id, received_at) VALUES ($1, $2, $3)';
const JOB_SQL =
  'INSERT INTO jobs (type, payload, status, attempts, max_attempts, run_at, locked_by, locked_until, last_error, created_at, updated_at) ' +
  'VALUES ($1, $2, $3, 0, 8, $4, NULL, NULL, NULL, $4, $4)';

function jobPayload(): string {
  return JSON.stringify({
    instanceId: 1,
    platformOrderId: randomBytes(12).toString('hex'),
    status: 'CREATED',
  });
}

/** One better-sqlite3 connection with the server's pragmas, a transaction per webhook. */
export function rawSqliteRate(file: string, durationMs: number): number {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const receipt = db.prepare(RECEIPT_SQL.replaceAll(/\$\d/g, '?'));
  const job = db.prepare(
    JOB_SQL.replace(/\$1/, '?').replace(/\$2/, '?').replace(/\$3/, '?').replaceAll('$4', '@now'),
  );
  const write = db.transaction(() => {
    const now = new Date().toISOString();
    receipt.run('wolt', randomBytes(12).toString('hex'), now);
    job.run('platform.order-ping', jobPayload(), 'pending', { now });
  });
  let count = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  while (performance.now() < end) {
    write();
    count++;
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return count / seconds;
}

/** `connections` pg clients (the server's pool size), each a transaction per webhook, back to back. */
export async function rawPgRate(url: string, durationMs: number, connections = 10): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  let count = 0;
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          const now = new Date().toISOString();
          await client.query('BEGIN');
          await client.query(RECEIPT_SQL, ['wolt', randomBytes(12).toString('hex'), now]);
          await client.query(JOB_SQL, ['platform.order-ping', jobPayload(), 'pending', now]);
          await client.query('COMMIT');
          count++;
        }
      } finally {
        client.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return count / seconds;
}
