import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { systemClock, type Clock } from '../clock';

export interface SqliteBackup {
  file: string;
  bytes: number;
  milliseconds: number;
}

/**
 * An online backup of the embedded SQLite database while the server runs: `VACUUM INTO` reads one
 * consistent snapshot in a single read transaction (WAL: writers go on meanwhile) and writes a compact,
 * complete database file. Written beside the target first and renamed, so a backup file is never half
 * written; the copy is checked (`quick_check`) before it is kept.
 */
export function backupSqlite(
  sourceFile: string,
  targetFile: string,
  clock: Clock = systemClock,
): SqliteBackup {
  if (!fs.existsSync(sourceFile)) throw new Error(`No SQLite database at ${sourceFile}`);
  const target = path.resolve(targetFile);
  if (fs.existsSync(target)) throw new Error(`${target} exists already: a backup never overwrites a file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const started = clock.now();
  // Read-write, though nothing is written to it: a read-only connection to a WAL database needs its
  // shared-memory file to exist already, which it does not while the server is stopped.
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    // The server's writes may hold the lock for a moment: wait for it rather than fail.
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup failed its check: ${String(check)}`);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, milliseconds: clock.now() - started };
}
