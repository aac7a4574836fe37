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
}

/** Whether a push may skip the other instances: none heard for `aloneAfterMs` of uninterrupted running. */
export function mayStayLocal(state: AloneWatchState, aloneAfterMs: number): boolean {
  if (state.peers > 0 || !state.listening || state.aloneSince === null) return false;
  // Just back from a pause: the other instances' heartbeats may be waiting unread.
  if (state.now - state.lastTick > STALL_MS) return false;
  return state.now - state.aloneSince >= aloneAfterMs;
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
  client?: unknown;
}

type Broadcast = ClusterAdapterWithHeartbeat['broadcast'];

/**
 * The PostgreSQL adapter (NOTIFY) with two changes to how a push leaves this instance:
 * - its own boards get it at once; the cluster adapter would first wait for the NOTIFY's round trip.
 * - no NOTIFY while no other instance is listening (see `mayStayLocal`): a lone instance would
 *   otherwise pay a round trip, and read its own push back, for every push.
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
  const postgresAdapter = createAdapter(pool, { errorHandler: onError });
  const watches: (() => void)[] = [];
  let pubSub: PubSub | undefined;
  let staysLocal = () => false;
  const holdsListenConnection = () => Boolean(pubSub?.client);
  return {
    // A function, not a method: Socket.IO calls it with `new`.
    adapter: function (nsp: Namespace) {
      const adapter = postgresAdapter(nsp) as ClusterAdapterWithHeartbeat;
      const internals = adapter as unknown as ClusterInternals;
      pubSub = internals.client;
      let peers = 0;
      let aloneSince: number | null = null;
      let lastTick = performance.now();
      const state = (): AloneWatchState => ({
        peers,
        listening: holdsListenConnection(),
        aloneSince,
        lastTick,
        now: performance.now(),
      });
      const tick = setInterval(() => {
        void adapter.serverCount().then((count) => {
          peers = count - 1;
          const now = state();
          aloneSince = nextAloneSince(now);
          lastTick = now.now;
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
    },
    staysLocal: () => staysLocal(),
    stop() {
      for (const stop of watches.splice(0)) stop();
    },
  };
}
