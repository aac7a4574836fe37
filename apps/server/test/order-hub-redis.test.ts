import { randomBytes } from 'node:crypto';
import { HUB_PATH, HubEvent, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, drainJobs, signIn, startTestApp, type TestApp } from './support/test-app';
import { startWithWolt, type WoltPair } from './support/wolt-fixture';

/**
 * Two instances whose OrderHubs reach each other through Redis (REDIS_URL, docs/adr/0008), on the
 * engine of the run: on SQLite nothing else could carry a push from one instance to the other, on
 * PostgreSQL the NOTIFY adapter is left unused. The test command finds or starts a Redis
 * (scripts/ensure-redis.sh, TEST_REDIS_URL); where there is none the file is skipped with a notice,
 * except in CI where that is a failure.
 */
/** The test command's Redis (scripts/ensure-redis.sh), else a local one. */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const redisHere = await redisAnswers();
if (!redisHere) {
  if (process.env['CI'] === 'true') throw new Error(`Redis does not answer at ${REDIS_URL}`);
  console.warn(`order-hub-redis.test.ts skipped: no Redis at ${REDIS_URL}`);
}

describe.runIf(redisHere)('two instances whose hubs meet in Redis', () => {
  // A key of its own: other runs may share this Redis, and their venue 1 is not this one's.
  const key = `orderdesk-test-${randomBytes(6).toString('hex')}`;
  const env = { REDIS_URL, REDIS_HUB_KEY: key };
  /** B takes the orders in (the simulated Wolt posts its webhooks there); boards sit on A. */
  let b: WoltPair;
  let a: TestApp;
  let token: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    b = await startWithWolt(env);
    a = await startTestApp({ ...env, WOLT_API_URL: b.wolt.url! }, b.app.database, { listen: true });
    token = (await signIn(a)).accessToken;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.stop();
    await b?.close();
  });

  function board(app: TestApp, venueId: number): Promise<Socket> {
    const socket = io(baseUrl(app), {
      path: HUB_PATH,
      auth: { token },
      query: { venueId },
      reconnection: false,
      transports: ['websocket'],
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  }

  function next(socket: Socket, wanted: (e: TOrderUpdatedEvent) => boolean): Promise<TOrderUpdatedEvent> {
    return new Promise((resolve) => {
      const listener = (event: TOrderUpdatedEvent) => {
        if (!wanted(event)) return;
        socket.off(HubEvent.ORDER_UPDATED, listener);
        resolve(event);
      };
      socket.on(HubEvent.ORDER_UPDATED, listener);
    });
  }

  it('both instances listen on the Redis channels of their key', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const [, subscribers] = (await redis.pubsub('NUMSUB', `${key}-request#/#`)) as [string, number];
      expect(Number(subscribers)).toBe(2);
    } finally {
      redis.disconnect();
    }
  });

  it('each instance counts both, so their job workers share a burst (JobWorkerOptions.instances)', async () => {
    await expect.poll(() => a.ctx.hub.instances(), { timeout: 8000 }).toBe(2);
    await expect.poll(() => b.app.ctx.hub.instances(), { timeout: 8000 }).toBe(2);
  });

  it('a board on A receives the order B took in, and a board on B the accept made through A', async () => {
    const boardOnA = await board(a, b.venueId);
    const boardOnB = await board(b.app, b.venueId);

    const created = await b.wolt.createOrder();
    const arrived = next(boardOnA, (e) => e.order.platformOrderId === created.orderId);
    await created.delivery;
    await drainJobs(b.app);
    const { order } = await arrived;
    expect(order).toMatchObject({ statusId: 1, venueId: b.venueId, orderNumber: created.orderNumber });

    const accepted = next(boardOnB, (e) => e.order.id === order.id && e.order.statusId === 2);
    const res = await fetch(`${baseUrl(a)}/api/orders/accept`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: order.id, cookingTimeInMinutes: 15 }),
    });
    expect(res.status).toBe(200);
    expect((await accepted).order.adjustedTimeInMinutes).toBe(15);
  });
});
