import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that each test file copies (SQLite runs). */
    sqliteTemplate: string | null;
    /** A migrated PostgreSQL database that each test file's database is created from (PostgreSQL runs). */
    postgresTemplate: string | null;
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Vitest's global set-up: migrates one database once per run, so that each test file starts from a copy
 * of it (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of running every
 * migration again. The app still runs its migrations at start, and finds them all done.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'sqlite';
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-template-'));
    const file = path.join(dir, 'template.db');
    const db = openDatabase({ sqliteFile: file });
    await migrateToLatest(db);
    await db.close();
    project.provide('sqliteTemplate', file);
    project.provide('postgresTemplate', null);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `orderdesk_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
  await migrateToLatest(db);
  await db.close();
  project.provide('sqliteTemplate', null);
  project.provide('postgresTemplate', name);
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
