import type { Db } from '../../db/database';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';

/**
 * How long a connection read is used without reading it again. Changes through this process clear
 * the cache at once (Db.writes); this bounds how late another instance's change is seen.
 */
const FRESH_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  connection: PlatformConnection;
  readAt: number;
}

/**
 * Connections as the adapters take them (secrets opened), kept in memory: every webhook and every
 * order fetch needs its connection, which changes seldom. Any write to the connections or the
 * venues (a deleted venue takes its connections along) empties it.
 */
export class ConnectionCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(db: Db) {
    db.writes.watch(['platform_instances', 'venues'], () => this.clear());
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async get(
    key: string,
    read: () => Promise<PlatformConnection | undefined>,
  ): Promise<PlatformConnection | undefined> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.readAt < FRESH_MS) return hit.connection;
    const generation = this.generation;
    const readAt = Date.now();
    const connection = await read();
    // A write since the read began may have changed what it read: not kept.
    if (connection && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { connection, readAt });
    }
    return connection;
  }
}

const caches = new WeakMap<Db, ConnectionCache>();

export function connectionCacheOf(db: Db): ConnectionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ConnectionCache(db)));
  return cache;
}
