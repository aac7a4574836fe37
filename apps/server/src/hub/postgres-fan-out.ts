import type { Pool } from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import { MessageType, type ClusterAdapterWithHeartbeat } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';

/**
 * How long an instance must have heard no other one, while its own event loop kept turning and its
 * LISTEN connection was up, before its pushes stay local. Longer than a board waits for a ping from a
 * silent instance (Socket.IO's pingInterval 25 s + pingTimeout 20 s): by then the boards of an
 * instance that stood still have noticed, and they read the list again when they reconnect.
 */
export const ALONE_AFTER_MS = 60_000;
/** A gap this long between two of the watch's ticks means this instance's event loop stood still. */
const STALL_MS = 2_000;
const TICK_MS = 500;
/** The adapter's channels are `<prefix>#<namespace>`; the prefix is the adapter's default, kept as is. */
const CHANNEL_PREFIX = 'socket.io';
/**
 * The backends of this database that listen on the hub's channels, and those whose statements this role
 * may not see (any of them could be one): an instance that listens is in this list, stalled or not.
 */
const LISTENERS_SQL = `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
  AND (query LIKE 'LISTEN "${CHANNEL_PREFIX}#%' OR query = '<insufficient privilege>')`;

export interface AloneWatchState {
  /** Other instances the adapter has heard from within its heartbeat timeout. */
  peers: number;
  /** Whether the adapter's LISTEN connection is up: without it, no other instance could be heard. */
  listening: boolean;
  /** Since when, on this instance's clock, it has been alone without a pause (null: it is not). */
  aloneSince: number | null;
  /** When the watch last ticked. */
  lastTick: number;
  now: number;
  /**
   * When the database last showed no listener on the hub's channels but this instance's own LISTEN
   * connection (the time the look was sent; null: it showed others, or has not been looked at).
   */
  aloneInDatabaseAt: number | null;
}

/**
 * Whether a push may skip the other instances: none heard, running and listening, and either none heard
 * for `aloneAfterMs` of uninterrupted running or none listening on the database a moment ago.
 */
export function mayStayLocal(state: AloneWatchState, aloneAfterMs: number): boolean {
  if (state.peers > 0 || !state.listening || state.aloneSince === null) return false;
  // Just back from a pause: the other instances' heartbeats may be waiting unread.
  if (state.now - state.lastTick > STALL_MS) return false;
  return aloneForTheMinute(state, aloneAfterMs) || aloneInDatabase(state);
}

/** No other instance heard for `aloneAfterMs` of this one's uninterrupted running: the heartbeats tell. */
function aloneForTheMinute(state: AloneWatchState, aloneAfterMs: number): boolean {
  return state.aloneSince !== null && state.now - state.aloneSince >= aloneAfterMs;
}

/** The database's answer is recent: nobody else listened a moment ago, and anyone since announced itself. */
function aloneInDatabase(state: AloneWatchState): boolean {
  return state.aloneInDatabaseAt !== null && state.now - state.aloneInDatabaseAt <= STALL_MS;
}

/** Whether the listeners the database shows are this instance's LISTEN connection alone. */
export function onlyListenerIs(ownPid: number, listenerPids: number[]): boolean {
  return listenerPids.length > 0 && listenerPids.every((pid) => pid === ownPid);
}

/** `aloneSince` after a tick: none while a peer is heard or LISTEN is down; counted anew after a pause. */
export function nextAloneSince(state: AloneWatchState): number | null {
  if (state.peers > 0 || !state.listening) return null;
  if (state.now - state.lastTick > STALL_MS) return state.now;
  return state.aloneSince ?? state.now;
}

interface ClusterInternals {
  /** Protected in socket.io-adapter: sends a message to the other instances without waiting. */
  publish(message: { type: MessageType; data: unknown }): void;
  /** The PostgreSQL adapter's pub/sub client, one for all namespaces. */
  client: PubSub;
}

/** Its `client` is the LISTEN connection while that is up. */
interface PubSub {
  client?: { processID?: number | null };
}

type Broadcast = ClusterAdapterWithHeartbeat['broadcast'];

/**
 * The PostgreSQL adapter (NOTIFY) with two changes to how a push leaves this instance:
 * - its own boards get it at once; the cluster adapter would first wait for the NOTIFY's round trip.
 * - no NOTIFY while no other instance is listening (see `mayStayLocal`): a lone instance would
 *   otherwise pay a round trip, and read its own push back, for every push. Until the heartbeats alone
 *   can tell (a minute), the database is asked twice a second who listens on the hub's channels: a
 *   lone instance that has just started (after a deploy or a crash, when a backlog is waiting) is local
 *   at once instead of after its first minute.
 */
export function createPostgresFanOut(
  pool: Pool,
  onError: (err: Error) => void,
  aloneAfterMs = ALONE_AFTER_MS,
): {
  adapter: (nsp: Namespace) => ClusterAdapterWithHeartbeat;
  /** Resolves once the LISTEN connection is held (or after 5 s). */
  listening: () => Promise<void>;
  /** Whether a push now stays on this instance (`mayStayLocal`): no other instance can hear it. */
  staysLocal: () => boolean;
  stop: () => void;
} {
  const postgresAdapter = createAdapter(pool, { errorHandler: onError, channelPrefix: CHANNEL_PREFIX });
  const watches: (() => void)[] = [];
  let pubSub: PubSub | undefined;
  let staysLocal = () => false;
  let announce = () => {};
  const holdsListenConnection = () => Boolean(pubSub?.client);
  return {
    // A function, not a method: Socket.IO calls it with `new`.
    adapter: function (nsp: Namespace) {
      const adapter = postgresAdapter(nsp) as ClusterAdapterWithHeartbeat;
      const internals = adapter as unknown as ClusterInternals;
      pubSub = internals.client;
      announce = () => adapter.init();
      let peers = 0;
      let aloneSince: number | null = null;
      let lastTick = performance.now();
      let aloneInDatabaseAt: number | null = null;
      let looking = false;
      const state = (): AloneWatchState => ({
        peers,
        listening: holdsListenConnection(),
        aloneSince,
        lastTick,
        now: performance.now(),
        aloneInDatabaseAt,
      });
      // Only while the heartbeats cannot yet tell: none heard, but not for the whole minute.
      const lookAtListeners = async () => {
        const own = pubSub?.client?.processID;
        const now = state();
        if (looking || !own || now.peers > 0 || !now.listening || aloneForTheMinute(now, aloneAfterMs))
          return;
        looking = true;
        const sentAt = now.now;
        try {
          const { rows } = await pool.query<{ pid: number }>(LISTENERS_SQL);
          const pids = rows.map((row) => row.pid);
          aloneInDatabaseAt = onlyListenerIs(own, pids) ? sentAt : null;
        } catch {
          aloneInDatabaseAt = null;
        } finally {
          looking = false;
        }
      };
      const tick = setInterval(() => {
        void adapter.serverCount().then((count) => {
          peers = count - 1;
          const now = state();
          aloneSince = nextAloneSince(now);
          lastTick = now.now;
          return lookAtListeners();
        });
      }, TICK_MS);
      tick.unref();
      watches.push(() => clearInterval(tick));
      staysLocal = () => mayStayLocal(state(), aloneAfterMs);
      const clusterBroadcast: Broadcast = adapter.broadcast.bind(adapter);
      adapter.broadcast = async (packet, opts) => {
        if (opts.flags?.local) return clusterBroadcast(packet, opts);
        peers = (await adapter.serverCount()) - 1;
        // With the local flag the cluster adapter hands the packet to this instance's sockets only.
        await clusterBroadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
        if (mayStayLocal(state(), aloneAfterMs)) return;
        // The options as the cluster adapter encodes them for the others (its encodeOptions is not exported).
        const encoded = { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
        internals.publish({ type: MessageType.BROADCAST, data: { packet, opts: encoded } });
      };
      return adapter;
    } as (nsp: Namespace) => ClusterAdapterWithHeartbeat,
    async listening() {
      for (let waited = 0; pubSub && !holdsListenConnection() && waited < 5000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Announced again now that it listens: an instance starting at the same moment that missed the
      // first announcement either hears this one or, looking later, sees this LISTEN in the database.
      if (holdsListenConnection()) announce();
    },
    staysLocal: () => staysLocal(),
    stop() {
      for (const stop of watches.splice(0)) stop();
    },
  };
}
