import type { Clock } from '../clock';
import type { Db } from './database';

/**
 * How long a cached read is used without reading it again. Writes through this process empty the
 * cache at once (Db.writes); this bounds how late another instance's change is seen.
 */
const FRESH_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  readAt: number;
}

/**
 * Reads of rows that change seldom but are needed for every order, kept in memory for a moment.
 * Any write to one of `tables` through the database handle empties it; a read that a write
 * overtook is not kept.
 */
export class ReadCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    db: Db,
    tables: string[],
    private readonly clock: Clock,
  ) {
    db.writes.watch(tables, () => this.clear());
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The cached value of `key`, or `read()`'s (kept unless undefined). */
  async get(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && this.clock.now() - hit.readAt < FRESH_MS) return hit.value;
    const generation = this.generation;
    const readAt = this.clock.now();
    const value = await read();
    if (value !== undefined && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, readAt });
    }
    return value;
  }
}

/** One cache per database handle and purpose, made on first use; its reads age on the app's clock. */
export function readCacheOf<T>(
  app: { db: Db; clock: Clock },
  purpose: string,
  tables: string[],
): ReadCache<T> {
  let caches = byDb.get(app.db);
  if (!caches) byDb.set(app.db, (caches = new Map()));
  let cache = caches.get(purpose) as ReadCache<T> | undefined;
  if (!cache) caches.set(purpose, (cache = new ReadCache<T>(app.db, tables, app.clock)));
  return cache;
}

const byDb = new WeakMap<Db, Map<string, ReadCache<unknown>>>();
