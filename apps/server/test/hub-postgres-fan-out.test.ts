import http from 'node:http';
import { HUB_PATH, HubEvent, type TOrder, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import pg from 'pg';
import { io } from 'socket.io-client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderHub, type OrderHub } from '../src/hub/order-hub';
import type { Db } from '../src/db/database';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { baseUrl, seedVenue, signIn, startTestApp } from './support/test-app';

const CHANNEL = 'socket.io#/';
const BROADCAST = 3;
const ALONE_AFTER_MS = 300;

// The hub's fan-out as another instance sees it: every push that reaches PostgreSQL's channel.
describe.runIf(process.env['TEST_DB'] === 'postgres')('the OrderHub through PostgreSQL', () => {
  let database: TestDatabase;
  let listener: pg.Client;
  const heard: number[] = [];
  const opened: { db: Db; server: http.Server; hub: OrderHub }[] = [];

  function startHub(): OrderHub {
    const db = database.open();
    const server = http.createServer();
    const access = { tokens: {}, sessions: { onRevocation: () => undefined }, clock: {} } as never;
    const hub = createOrderHub(server, db, access, pino({ level: 'silent' }), {
      aloneAfterMs: ALONE_AFTER_MS,
    });
    opened.push({ db, server, hub });
    return hub;
  }

  const order = (id: number) => ({ id, venueId: 1 }) as TOrder;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The order ids of the broadcasts heard on the channel within `ms`. */
  async function heardWithin(ms: number): Promise<number[]> {
    heard.length = 0;
    await pause(ms);
    return [...heard];
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = new pg.Client({ connectionString: database.databaseUrl });
    await listener.connect();
    listener.on('notification', ({ payload }) => {
      const message = JSON.parse(payload ?? '{}') as { type: number; data?: { packet: { data: unknown[] } } };
      if (message.type !== BROADCAST) return;
      heard.push((message.data!.packet.data[1] as { order: TOrder }).order.id);
    });
    await listener.query(`LISTEN "${CHANNEL}"`);
  });

  afterAll(async () => {
    for (const { hub, db } of opened.reverse()) {
      await hub.close();
      await db.close();
      // Kysely ends the pool only once it has run a query itself; here only the hub used it.
      if (db.pool && !db.pool.ended) await db.pool.end();
    }
    await listener.end();
    await database.drop();
  });

  it('notifies while an instance may not be alone, stops once none has been heard, and starts again for a new one', async () => {
    const first = startHub();
    await first.listening;
    first.publishOrder(order(1));
    expect(await heardWithin(200)).toEqual([1]);

    // Alone for longer than ALONE_AFTER_MS (the watch ticks twice a second).
    await pause(ALONE_AFTER_MS + 1200);
    first.publishOrder(order(2));
    expect(await heardWithin(300)).toEqual([]);

    // A second instance announces itself when it starts; the first hears it and notifies again.
    const second = startHub();
    await second.listening;
    await pause(200);
    first.publishOrder(order(3));
    expect(await heardWithin(300)).toEqual([3]);
    // Each counts both, so their job workers share a burst (JobWorkerOptions.instances).
    await expect.poll(() => [first.instances(), second.instances()], { timeout: 8000 }).toEqual([2, 2]);
  });
});

// A lone instance that has just started: the heartbeats need a minute, the database can tell at once.
describe.runIf(process.env['TEST_DB'] === 'postgres')('an instance alone on its database', () => {
  let database: TestDatabase;
  let db: Db;
  let hub: OrderHub;
  const server = http.createServer();
  const notified: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.open();
    // Every NOTIFY the adapter sends goes through the pool's query.
    const pool = db.pool!;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as { query: unknown }).query = (...args: unknown[]) => {
      if (String(args[0]).includes('pg_notify')) notified.push(Date.now());
      return query(...args);
    };
    const access = { tokens: {}, sessions: { onRevocation: () => undefined }, clock: {} } as never;
    // The heartbeats' minute is an hour here: only the database's answer can make it local.
    hub = createOrderHub(server, db, access, pino({ level: 'silent' }), { aloneAfterMs: 3_600_000 });
    await hub.listening;
  });

  afterAll(async () => {
    await hub.close();
    await db.close();
    if (db.pool && !db.pool.ended) await db.pool.end();
    await database.drop();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function notifiesFor(id: number): Promise<boolean> {
    const before = notified.length;
    hub.publishOrder({ id, venueId: 1 } as TOrder);
    await pause(100);
    return notified.length > before;
  }

  it('stops notifying within a second of starting, and notifies again as soon as anyone else listens', async () => {
    await pause(1200);
    expect(hub.reaches(1)).toBe(false);
    expect(await notifiesFor(1)).toBe(false);

    // A listener that sends no heartbeat: only the database shows it.
    const listener = new pg.Client({ connectionString: database.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', ({ payload }) => heard.push(payload ?? ''));
    try {
      await listener.query(`LISTEN "${CHANNEL}"`);
      await pause(1000);
      expect(hub.reaches(1)).toBe(true);
      expect(await notifiesFor(2)).toBe(true);
      expect(heard.some((payload) => payload.includes('"id":2'))).toBe(true);
    } finally {
      await listener.end();
    }
  });
});

describe.runIf(process.env['TEST_DB'] === 'postgres')('a push to the boards of the same instance', () => {
  it('reaches them while every connection of the pool is taken, before the NOTIFY can go', async () => {
    const app = await startTestApp({}, undefined, { listen: true });
    const pool = app.ctx.db.pool!;
    const held: pg.PoolClient[] = [];
    const venueId = await seedVenue(app);
    const board = io(baseUrl(app), {
      path: HUB_PATH,
      auth: { token: (await signIn(app)).accessToken },
      query: { venueId },
      reconnection: false,
      transports: ['websocket'],
    });
    try {
      await new Promise((resolve, reject) => {
        board.on('connect', () => resolve(undefined));
        board.on('connect_error', reject);
      });
      while (pool.totalCount < pool.options.max || pool.idleCount > 0) held.push(await pool.connect());
      const pushed = new Promise<TOrderUpdatedEvent>((resolve) =>
        board.once(HubEvent.ORDER_UPDATED, resolve),
      );
      app.ctx.hub.publishOrder({ id: 7, venueId } as TOrder);
      const arrived = await Promise.race([pushed, new Promise((resolve) => setTimeout(resolve, 1000, null))]);
      expect((arrived as TOrderUpdatedEvent | null)?.order.id).toBe(7);
    } finally {
      for (const client of held) client.release();
      board.close();
      await app.close();
    }
  });
});
