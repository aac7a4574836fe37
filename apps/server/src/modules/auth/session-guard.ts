import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { RequestUser } from '../../http/request-user';
import { deleteRevocationsBefore, recentRevocations } from './session-revocations';

/** How often every instance reads the revocations: the bound on how long an ended session still works. */
export const REVOCATION_POLL_MS = 2000;
/** Revocations are read this much further back than a token lives, for clocks a little apart. */
const CLOCK_MARGIN_MS = 60_000;
/** Outdated revocations are removed once every this many reads. */
const CLEAN_UP_EVERY = 30;

/**
 * Which access tokens are refused before they expire, known to this instance without a database
 * read per request: every instance reads the recent revocations every REVOCATION_POLL_MS, and at
 * once after a change committed here. A revocation is kept as long as a token it refuses can live.
 */
export interface SessionGuard {
  /** Whether the token's sign-in has ended or its user was revoked after it was issued. */
  isRevoked(user: RequestUser): boolean;
  /** Reads the revocations now; after a revocation is committed, so this instance acts on it at once. */
  refresh(): Promise<void>;
  /** Called after a read that brought revocations not seen before. */
  onRevocation(listener: () => void): void;
  /** First read (before the instance serves anything), then the reads on the cadence. */
  start(): Promise<void>;
  /** Stops the reads (before the database closes). */
  stop(): Promise<void>;
}

interface Known {
  /** The lowest epoch still accepted per user; Infinity for a deleted user. */
  minEpochs: Map<number, number>;
  sessions: Set<string>;
  /** Sum and count of the rows' ids: tell whether a read brought rows not seen before. */
  idSum: number;
  count: number;
}

export function createSessionGuard(opts: {
  db: Kysely<Database>;
  clock: Clock;
  tokenTtlSeconds: number;
  log: FastifyBaseLogger;
}): SessionGuard {
  const windowMs = opts.tokenTtlSeconds * 1000 + CLOCK_MARGIN_MS;
  let known: Known = { minEpochs: new Map(), sessions: new Set(), idSum: 0, count: 0 };
  const listeners: Array<() => void> = [];
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let reads = 0;

  async function read(): Promise<void> {
    try {
      const since = new Date(opts.clock.now() - windowMs).toISOString();
      if (++reads % CLEAN_UP_EVERY === 0) await deleteRevocationsBefore(opts.db, since);
      const rows = await recentRevocations(opts.db, since);
      const next: Known = { minEpochs: new Map(), sessions: new Set(), idSum: 0, count: rows.length };
      for (const row of rows) {
        next.idSum += row.id;
        if (row.session_id !== null) {
          next.sessions.add(row.session_id);
          continue;
        }
        const epoch = row.epoch ?? Infinity;
        next.minEpochs.set(row.user_id, Math.max(next.minEpochs.get(row.user_id) ?? 0, epoch));
      }
      // Also a row committed late with a lower id, or one coming in as another ages out.
      const changed = next.idSum !== known.idSum || next.count !== known.count;
      known = next;
      if (changed) for (const listener of listeners) listener();
    } catch (err) {
      opts.log.error({ err }, 'reading session revocations failed');
    }
  }

  // One read at a time; a refresh asked for during a read gets a read that starts after it.
  function refresh(): Promise<void> {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return refresh();
    });
    return queued;
  }

  return {
    isRevoked(user) {
      const session = user.session;
      if (!session) return false;
      if (session.id !== null && known.sessions.has(session.id)) return true;
      return session.epoch < (known.minEpochs.get(user.id) ?? 0);
    },
    refresh,
    onRevocation(listener) {
      listeners.push(listener);
    },
    async start() {
      await refresh();
      timer = setInterval(() => void refresh(), REVOCATION_POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await queued;
      await running;
    },
  };
}
