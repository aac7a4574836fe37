import type { Server as HttpServer } from 'node:http';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import {
  HUB_PATH,
  HubEvent,
  type TListedOrder,
  type TOrderUpdatedEvent,
  type TVenue,
  type TVenueUpdatedEvent,
} from '@orderdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { EndedSessions, RequestUser, TokenCheck } from '../http/request-user';
import { findScopedVenue } from '../modules/venues/venues.public';
import { hubConnectionClosed, hubConnectionOpened } from '../observability/metrics';
import { createPostgresFanOut } from './postgres-fan-out';
import { redisJsonParser } from './redis-parser';

export interface OrderHub {
  /** Resolves once the fan-out to the other instances is listening (at most 5 s after start). */
  listening: Promise<void>;
  /**
   * Whether a push for the venue may reach a board: one of this instance's is in the venue's room, or
   * another instance may hold one. Where none can, the order need not be made into a push at all.
   */
  reaches(venueId: number): boolean;
  publishOrder(order: TListedOrder): void;
  /** The whole venue to its room, after a change to it has been committed. */
  publishVenue(venue: TVenue): void;
  forceRefreshPage(venueId?: number): void;
  /**
   * The instances the fan-out reaches, this one included (1 on its own), as last counted: every
   * `INSTANCE_COUNT_MS` and once it listens.
   */
  instances(): number;
  close(): Promise<void>;
}

/** How often the hub counts the instances its fan-out reaches: they change with a deploy, not a burst. */
const INSTANCE_COUNT_MS = 5000;

/** How the hub reaches the other instances: through Redis when a URL is set (docs/adr/0008). */
export interface HubFanOut {
  redisUrl?: string;
  /** Prefix of the hub's Redis channels: deployments that share one Redis each need their own. */
  redisKey?: string;
  /** Through PostgreSQL: how long no other instance must be heard before pushes stay local. */
  aloneAfterMs?: number;
}

/**
 * The Redis adapter on two connections (a subscriber cannot publish). A push made while Redis is out
 * of reach fails at once rather than waiting in memory (the boards of this instance still get it;
 * those of the others read the order when they reconnect). `listening` resolves once both
 * connections are up and the subscriptions went through (or after 5 s): a PING sent after them on
 * the subscriber's connection answers only after they did.
 */
function redisFanOut(io: Server, url: string, key: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { enableOfflineQueue: false });
  const sub = new Redis(url);
  let lastLogged = 0;
  const logError = (err: unknown) => {
    // ioredis reconnects by itself; a lost Redis is logged at most every 10 s.
    if (performance.now() - lastLogged < 10_000 && lastLogged > 0) return;
    lastLogged = performance.now();
    log.error({ err }, 'hub Redis connection error');
  };
  for (const client of [pub, sub]) client.on('error', logError);
  // The adapter does not wait for its publishes: one refused must not become an unhandled rejection.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  Object.assign(pub, {
    publish: (channel: string, message: string | Buffer) =>
      publish(channel, message).catch((err: unknown) => {
        logError(err);
        return 0;
      }),
  });
  // The uid the adapter gives itself, read once it is the namespace's adapter.
  const ownUid = () => (io.of('/').adapter as { uid?: string }).uid;
  io.adapter(createRedisAdapter(pub, sub, { key, parser: redisJsonParser(ownUid) }));
  const ready = (client: Redis) =>
    client.status === 'ready' ? Promise.resolve() : new Promise<void>((r) => client.once('ready', () => r()));
  const listening = Promise.race([
    Promise.all([ready(pub), sub.ping()]).then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, 5000).unref()),
  ]);
  return {
    listening,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}

export function venueRoom(venueId: number): string {
  return `venue:${venueId}`;
}

interface SocketData {
  user: RequestUser;
  venueId: number;
}

/** setTimeout's longest delay; a token living longer is re-checked then (and kept if still valid). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Closes the socket when its access token expires: the client connects again with a fresh token,
 * so every socket's access is checked again at least once per token lifetime.
 */
function closeAtTokenExpiry(socket: Socket, user: RequestUser, clock: Clock): void {
  if (!user.session) return;
  const ms = Math.min(Math.max(0, user.session.expiresAt - clock.now()), MAX_TIMER_MS);
  const timer = setTimeout(() => socket.disconnect(true), ms);
  socket.on('disconnect', () => clearTimeout(timer));
}

/**
 * The OrderHub: one Socket.IO room per venue. The access token is checked when the socket
 * connects, again whenever a sign-in is ended on any instance (revoked sockets are closed), and
 * the socket is closed when its token expires. Every instance's pushes reach every instance's
 * sockets: through Redis when `fanOut.redisUrl` is set, otherwise through PostgreSQL's NOTIFY while
 * another instance listens (postgres-fan-out.ts; on SQLite there is one instance and nothing to reach).
 */
export function createOrderHub(
  server: HttpServer,
  db: Db,
  access: { tokens: TokenCheck; sessions: EndedSessions; clock: Clock },
  log: FastifyBaseLogger,
  fanOut: HubFanOut = {},
): OrderHub {
  const { tokens, sessions, clock } = access;
  const io = new Server(server, { path: HUB_PATH, serveClient: false });
  let listening = Promise.resolve();
  let closeFanOut = async () => {};
  // On its own (the embedded database) no other instance has boards; through Redis any may.
  let othersMayListen = () => false;
  if (fanOut.redisUrl) {
    const redis = redisFanOut(io, fanOut.redisUrl, fanOut.redisKey ?? 'orderdesk-hub', log);
    listening = redis.listening;
    closeFanOut = redis.close;
    othersMayListen = () => true;
  } else if (db.pool) {
    const postgres = createPostgresFanOut(
      db.pool,
      (err) => log.error({ err }, 'hub adapter error'),
      fanOut.aloneAfterMs,
    );
    io.adapter(postgres.adapter);
    listening = postgres.listening();
    closeFanOut = async () => postgres.stop();
    othersMayListen = () => !postgres.staysLocal();
  }

  let instances = 1;
  const countInstances = () =>
    void io
      .of('/')
      .adapter.serverCount()
      .then(
        (count) => (instances = Math.max(1, count)),
        // Redis out of reach: the count stays as it was until it answers again.
        () => undefined,
      );
  const instanceCount = setInterval(countInstances, INSTANCE_COUNT_MS);
  instanceCount.unref();
  void listening.then(countInstances);

  // A refused or failed handshake is answered through `next`, never left as a rejected promise.
  io.use((socket, next) => {
    admit(socket).then(next, (error: unknown) =>
      next(error instanceof Error ? error : new Error('unauthorized')),
    );
  });

  async function admit(socket: Socket): Promise<Error | undefined> {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : socket.handshake.query['access_token'];
    const user = typeof token === 'string' ? await tokens.verify(token) : null;
    if (!user || sessions.isRevoked(user)) return new Error('unauthorized');
    const venueId = Number(socket.handshake.query['venueId'] ?? user.venueId);
    // A venue that does not exist and one out of the caller's scope get the same answer.
    if (!Number.isSafeInteger(venueId) || venueId <= 0) return new Error('forbidden');
    const venue = await findScopedVenue(db.kysely, user, venueId).catch(() => undefined);
    if (!venue) return new Error('forbidden');
    socket.data = { user, venueId } satisfies SocketData;
    return undefined;
  }

  io.on('connection', (socket) => {
    hubConnectionOpened();
    socket.on('disconnect', hubConnectionClosed);
    const { user, venueId } = socket.data as SocketData;
    // Revoked while the venue was being looked up.
    if (sessions.isRevoked(user)) {
      socket.disconnect(true);
      return;
    }
    closeAtTokenExpiry(socket, user, clock);
    void socket.join(venueRoom(venueId));
  });

  // Only this instance's sockets: every instance's guard hears of every revocation.
  sessions.onRevocation(() => {
    for (const socket of io.of('/').sockets.values()) {
      if (sessions.isRevoked((socket.data as SocketData).user)) socket.disconnect(true);
    }
  });

  return {
    listening,
    reaches(venueId) {
      return (io.of('/').adapter.rooms.get(venueRoom(venueId))?.size ?? 0) > 0 || othersMayListen();
    },
    publishOrder(order) {
      const event: TOrderUpdatedEvent = { order };
      io.to(venueRoom(order.venueId)).emit(HubEvent.ORDER_UPDATED, event);
    },
    publishVenue(venue) {
      const event: TVenueUpdatedEvent = { venue };
      io.to(venueRoom(venue.id)).emit(HubEvent.VENUE_UPDATED, event);
    },
    forceRefreshPage(venueId) {
      (venueId === undefined ? io : io.to(venueRoom(venueId))).emit(HubEvent.FORCE_REFRESH_PAGE);
    },
    instances: () => instances,
    async close() {
      clearInterval(instanceCount);
      // The adapter only releases its LISTEN connection once it holds it; closing earlier would
      // leak that connection and keep the pool from ending.
      await listening;
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.disconnectSockets(true);
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      await closeFanOut();
      io.engine.close();
    },
  };
}
