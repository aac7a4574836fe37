import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/database';

export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  engine: TestEngine;
  /** Opens a new connection to the same database (a second server instance, or the same one after a restart). */
  open(): Db;
  dataDir: string;
  /** PostgreSQL: the connection string of this database (for a server started as a process). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Drops a test database once the sessions of the app just closed have ended. Cutting them off at
 * once (`WITH (FORCE)`) would raise "terminating connection" errors in this process on clients still
 * ending; force is the last resort, for sessions that never end.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Each test file gets a database of its own: a fresh SQLite file, or a fresh PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-test-'));
  const engine = testEngine();
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'test.db');
    return {
      engine,
      dataDir,
      open: () => openDatabase({ sqliteFile: file }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `orderdesk_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    engine,
    dataDir,
    databaseUrl: withDatabaseName(adminUrl, name),
    open: () => openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropWhenIdle(client, name);
      } finally {
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
