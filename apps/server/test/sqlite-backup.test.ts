import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSqlite } from '../src/db/sqlite-backup';
import { testEngine } from './support/test-database';

/** Engine-independent (it backs up a file): run once, in the SQLite suite. */
describe.skipIf(testEngine() === 'postgres')('online backup of the embedded SQLite database', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orderdesk-backup-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function liveDatabase(file: string, rows: number) {
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO orders (body) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run(`order ${i}`);
    })();
    return db;
  }

  it('copies what was committed while the server holds the database open, writes still in the WAL', () => {
    const dir = tempDir();
    const file = path.join(dir, 'orderdesk.db');
    const server = liveDatabase(file, 500);
    try {
      // Not checkpointed: the rows are in the WAL only, as under a running server.
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
      // A transaction open and not committed when the backup runs is not in it.
      server.exec('BEGIN');
      server.prepare('INSERT INTO orders (body) VALUES (?)').run('not committed');

      const backup = backupSqlite(file, path.join(dir, 'backups', 'orderdesk-1.db'));

      server.exec('COMMIT');
      expect(backup.file).toBe(path.join(dir, 'backups', 'orderdesk-1.db'));
      expect(backup.bytes).toBe(fs.statSync(backup.file).size);
      const copy = new SQLite(backup.file, { readonly: true });
      try {
        expect(copy.prepare('SELECT count(*) AS n FROM orders').get()).toEqual({ n: 500 });
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        copy.close();
      }
      expect(fs.existsSync(`${backup.file}.partial`)).toBe(false);
    } finally {
      server.close();
    }
  });

  it('never overwrites a file, and says when there is no database', () => {
    const dir = tempDir();
    const file = path.join(dir, 'orderdesk.db');
    liveDatabase(file, 1).close();
    const target = path.join(dir, 'kept.db');
    fs.writeFileSync(target, 'an older backup');
    expect(() => backupSqlite(file, target)).toThrow(/exists already/);
    expect(fs.readFileSync(target, 'utf8')).toBe('an older backup');
    expect(() => backupSqlite(path.join(dir, 'none.db'), path.join(dir, 'x.db'))).toThrow(
      /No SQLite database/,
    );
  });
});
