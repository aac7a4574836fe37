/**
 * Counts failures per key (a client address) in a fixed window, in this process's memory: a
 * second line of defence beside the per-login lockout kept in the database.
 */
export interface FailureWindow {
  /** Milliseconds until the key may try again; 0 when it is not blocked. */
  blockedForMs(key: string): number;
  fail(key: string): void;
}

interface Entry {
  count: number;
  resetAt: number;
}

export function createFailureWindow(opts: {
  maxFailures: number;
  windowMs: number;
  /** Bounds the memory a flood of addresses can take. */
  maxKeys?: number;
  now?: () => number;
}): FailureWindow {
  const entries = new Map<string, Entry>();
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 10_000;

  function prune(at: number): void {
    for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
    // Still full of live entries: drop the oldest ones (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    blockedForMs(key) {
      const entry = entries.get(key);
      const at = now();
      if (!entry || entry.resetAt <= at || entry.count < opts.maxFailures) return 0;
      return entry.resetAt - at;
    },
    fail(key) {
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.resetAt > at) {
        entry.count += 1;
        return;
      }
      if (entries.size >= maxKeys) prune(at);
      entries.set(key, { count: 1, resetAt: at + opts.windowMs });
    },
  };
}
