import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
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

/** The run's migrated template (test/support/template-database.ts), when the global set-up made one. */
function template(engine: TestEngine): string | null {
  return (engine === 'sqlite' ? inject('sqliteTemplate') : inject('postgresTemplate')) ?? null;
}

/** Creates a database from a template; retried while another copy of the same template is being made. */
async function createFromTemplate(admin: pg.Client, name: string, from: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      return;
    } catch (error) {
      // 55006: the template is being accessed by other users.
      if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Each test file gets a database of its own: a copy of the run's migrated template (a file copy on
 * SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL), or with `migrated: false` an empty one.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-test-'));
  const engine = testEngine();
  const from = opts.migrated === false ? null : template(engine);
  if (engine === 'sqlite') {
    const file = path.join(dataDir, 'test.db');
    if (from) fs.copyFileSync(from, file);
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
  try {
    if (from) await createFromTemplate(admin, name, from);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
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
