import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { ReadCache } from '../src/db/read-cache';
import { TableWrites } from '../src/db/table-writes';

// The reads kept a moment for every order: a value past half its freshness is served while it is
// read again (nobody waits for it under steady use), callers of the moment share one read, and a
// write in between is never hidden by a read it overtook.
function cacheWithClock() {
  let now = 1_000_000;
  const writes = new TableWrites();
  const cache = new ReadCache<string>({ writes } as unknown as Db, ['venues'], { now: () => now });
  return {
    cache,
    advance: (ms: number) => void (now += ms),
    write: () => (writes as unknown as { notify(tables: string[]): void }).notify(['venues']),
  };
}

/** Reads that answer, in the order they were made, with `values` one after the other, when told to. */
function heldReads(values: string[]) {
  let reads = 0;
  let answered = 0;
  const pending: ((value: string) => void)[] = [];
  return {
    reads: () => reads,
    read: () => {
      reads++;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: () => pending.shift()!(values[answered++]!),
  };
}

describe('a read cache', () => {
  it('has the callers of the moment share one read', async () => {
    const { cache } = cacheWithClock();
    const source = heldReads(['v1']);
    const asked = [cache.get('k', source.read), cache.get('k', source.read), cache.get('k', source.read)];
    expect(source.reads()).toBe(1);
    source.answer();
    expect(await Promise.all(asked)).toEqual(['v1', 'v1', 'v1']);
  });

  it('serves a value past half its freshness while it is read again, then the new one', async () => {
    const { cache, advance } = cacheWithClock();
    let version = 0;
    const read = () => Promise.resolve(`v${++version}`);
    expect(await cache.get('k', read)).toBe('v1');
    advance(500);
    expect(await cache.get('k', read)).toBe('v1');
    expect(version).toBe(1);
    advance(700);
    expect(await cache.get('k', read)).toBe('v1');
    expect(version).toBe(2);
    expect(await cache.get('k', read)).toBe('v2');
    advance(2500);
    expect(await cache.get('k', read)).toBe('v3');
  });

  it('does not hand a read that a write overtook to the callers after the write', async () => {
    const { cache, write } = cacheWithClock();
    const source = heldReads(['before', 'after']);
    const early = cache.get('k', source.read);
    write();
    const late = cache.get('k', source.read);
    expect(source.reads()).toBe(2);
    source.answer();
    source.answer();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await cache.get('k', source.read)).toBe('after');
  });
});
