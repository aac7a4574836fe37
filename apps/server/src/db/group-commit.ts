import { AsyncResource } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { queryStatsEnabled } from './query-stats';
import type { Engine } from './database';
import type { Database } from './schema';

export type GroupedWork<T> = (trx: Kysely<Database>) => Promise<T>;

export interface GroupCommit {
  /**
   * Runs `work` in a transaction shared with the other work queued meanwhile, and resolves once that
   * transaction has committed. `work` must only touch the database through `trx`: if another item of
   * its batch fails, every item is run again in a transaction of its own.
   */
  run<T>(work: GroupedWork<T>): Promise<T>;
  /**
   * One small write that needs no transaction of its own (an attempt-log row, an order's new state):
   * on SQLite it joins the group commit of the moment instead of paying a durable commit alone,
   * which would hold up the whole process; on PostgreSQL it runs as it is.
   */
  write<T>(work: GroupedWork<T>): Promise<T>;
}

interface Item {
  work: GroupedWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit on SQLite: concurrent small writes (webhook receipts, new orders) share one transaction,
 * so a burst costs one durable commit (one fsync) per batch instead of one per request, on the one
 * connection SQLite has. Nobody is answered before the commit that holds their write.
 */
export function createGroupCommit(kysely: Kysely<Database>, engine: Engine, maxBatch = 64): GroupCommit {
  // PostgreSQL commits concurrent transactions of its pool in parallel and groups their WAL flushes
  // itself; funnelling them into one would only serialise them.
  if (engine === 'postgres')
    return { run: (work) => kysely.transaction().execute(work), write: (work) => work(kysely) };
  const queue: Item[] = [];
  let flushing = false;

  async function runAlone(item: Item): Promise<void> {
    try {
      item.resolve(await kysely.transaction().execute(item.work));
    } catch (error) {
      item.reject(error);
    }
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      if (batch.length === 1) {
        await runAlone(batch[0]!);
        continue;
      }
      let results: unknown[];
      try {
        results = await kysely.transaction().execute(async (trx) => {
          const out: unknown[] = [];
          for (const item of batch) out.push(await item.work(trx));
          return out;
        });
      } catch {
        for (const item of batch) await runAlone(item);
        continue;
      }
      batch.forEach((item, i) => item.resolve(results[i]));
    }
    flushing = false;
  }

  function run<T>(work: GroupedWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // DB_QUERY_STATS: each item's statements count under the step that queued it, not the flush's.
      const bound = queryStatsEnabled() ? AsyncResource.bind(work) : work;
      queue.push({ work: bound, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) {
        flushing = true;
        // Gather what arrives in this turn of the event loop before opening the transaction.
        setImmediate(() => void flush());
      }
    });
  }

  return { run, write: run };
}
