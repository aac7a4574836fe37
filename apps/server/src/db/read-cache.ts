import type { Clock } from '../clock';
import type { Db } from './database';

/**
 * How long a cached read is used without reading it again. Writes through this process empty the
 * cache at once (Db.writes); this bounds how late another instance's change is seen.
 */
const FRESH_MS = 2000;
/**
 * A value read this long ago is still served, and read again meanwhile: under steady use an entry is
 * renewed before it runs out, and no request waits for the read (a round trip on the way of an order).
 */
const RENEW_MS = FRESH_MS / 2;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  readAt: number;
}

/**
 * Reads of rows that change seldom but are needed for every order, kept in memory for a moment.
 * Any write to one of `tables` through the database handle empties it; a read that a write
 * overtook is not kept. Callers asking for a key while it is being read share that read, unless a
 * write came between.
 */
export class ReadCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly reading = new Map<string, { generation: number; value: Promise<T | undefined> }>();

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
    const age = hit ? this.clock.now() - hit.readAt : Infinity;
    if (hit && age < FRESH_MS) {
      // Its failure is only a renewal missed: the next caller past FRESH_MS reads (and fails) itself.
      if (age >= RENEW_MS) this.load(key, read).catch(() => undefined);
      return hit.value;
    }
    return this.load(key, read);
  }

  /** `read()`, shared by the callers of the same generation, its value kept unless a write overtook it. */
  private load(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const under = this.reading.get(key);
    if (under && under.generation === this.generation) return under.value;
    const generation = this.generation;
    const readAt = this.clock.now();
    const value = read().then(
      (result) => {
        if (this.reading.get(key)?.value === value) this.reading.delete(key);
        if (result !== undefined && generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { value: result, readAt });
        }
        return result;
      },
      (error: unknown) => {
        if (this.reading.get(key)?.value === value) this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, { generation, value });
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
