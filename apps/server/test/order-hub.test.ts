import { HUB_PATH, HubEvent, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueJob } from '../src/jobs/job-queue';
import { baseUrl, drainJobs, seedVenue, signIn, startTestApp, type TestApp } from './support/test-app';
import { startWithWolt, type WoltPair } from './support/wolt-fixture';
import { clockIso } from '../src/clock';

let pair: WoltPair;
let token: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await pair.close();
});

function connect(app: TestApp, auth: Record<string, unknown>, venueId: number): Promise<Socket> {
  const socket = io(baseUrl(app), {
    path: HUB_PATH,
    auth,
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

function nextOrderEvent(
  socket: Socket,
  predicate: (e: TOrderUpdatedEvent) => boolean,
): Promise<TOrderUpdatedEvent> {
  return new Promise((resolve) => {
    const listener = (event: TOrderUpdatedEvent) => {
      if (!predicate(event)) return;
      socket.off(HubEvent.ORDER_UPDATED, listener);
      resolve(event);
    };
    socket.on(HubEvent.ORDER_UPDATED, listener);
  });
}

describe('OrderHub', () => {
  it('refuses a socket without a valid token, and a venue that does not exist (other roles: hub-scope.test.ts)', async () => {
    await expect(connect(pair.app, {}, pair.venueId)).rejects.toThrow(/unauthorized/);
    await expect(connect(pair.app, { token: 'forged' }, pair.venueId)).rejects.toThrow(/unauthorized/);
    await expect(connect(pair.app, { token }, pair.venueId + 1000)).rejects.toThrow(/forbidden/);
    // Admins reach every venue that exists.
    await expect(connect(pair.app, { token }, await seedVenue(pair.app))).resolves.toBeDefined();
  });

  it('pushes a new order and its accept to the boards of that venue only', async () => {
    const board = await connect(pair.app, { token }, pair.venueId);
    const otherBoard = await connect(pair.app, { token }, await seedVenue(pair.app, { name: 'Other' }));
    let leaked = false;
    otherBoard.on(HubEvent.ORDER_UPDATED, () => (leaked = true));

    const created = await pair.wolt.createOrder();
    const arrived = nextOrderEvent(board, (e) => e.order.platformOrderId === created.orderId);
    await created.delivery;
    await drainJobs(pair.app);
    const { order } = await arrived;
    expect(order).toMatchObject({ statusId: 1, venueId: pair.venueId, orderNumber: created.orderNumber });
    // The list's form, what the board's cards hold: the platform's payload stays with one order's answer.
    expect(order).not.toHaveProperty('woltOrder');
    const answered = await pair.app.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answered.json()).toHaveProperty('woltOrder.id', created.orderId);
    const accepted = nextOrderEvent(board, (e) => e.order.id === order.id && e.order.statusId === 2);
    const acceptAnswer = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: order.id, cookingTimeInMinutes: 15 },
    });
    expect((await accepted).order.adjustedTimeInMinutes).toBe(15);
    // An action answers the list's form too.
    expect(acceptAnswer.json()).toMatchObject({ id: order.id, statusId: 2, adjustedTimeInMinutes: 15 });
    expect(acceptAnswer.json()).not.toHaveProperty('woltOrder');
    expect(leaked).toBe(false);
  });

  // On PostgreSQL another instance may hold the venue's boards until this one has been alone a while
  // (postgres-fan-out's mayStayLocal, hub-postgres-fan-out.test.ts); on its own only its rooms count.
  it.runIf(process.env['TEST_DB'] !== 'postgres')(
    "makes a venue's order into a push only while a board of the venue is open",
    async () => {
      const venueId = await seedVenue(pair.app, { name: 'No board yet' });
      const { hub } = pair.app.ctx;
      expect(hub.reaches(venueId)).toBe(false);
      const board = await connect(pair.app, { token }, venueId);
      await vi.waitFor(() => expect(hub.reaches(venueId)).toBe(true));
      expect(hub.reaches(pair.venueId + 1000)).toBe(false);
      board.close();
      await vi.waitFor(() => expect(hub.reaches(venueId)).toBe(false));
    },
  );
});

describe.runIf(process.env['TEST_DB'] === 'postgres')('several instances on one PostgreSQL', () => {
  it('delivers a push made by one instance to a board connected to another', async () => {
    const second = await startTestApp({ WOLT_API_URL: pair.wolt.url! }, pair.app.database, { listen: true });
    try {
      const board = await connect(second, { token }, pair.venueId);
      const created = await pair.wolt.createOrder();
      const arrived = nextOrderEvent(board, (e) => e.order.platformOrderId === created.orderId);
      await created.delivery;
      await drainJobs(pair.app);
      expect((await arrived).order.platformOrderId).toBe(created.orderId);
    } finally {
      await second.stop();
    }
  });

  it('runs each job once when two instances poll the same queue', async () => {
    const second = await startTestApp({ WOLT_API_URL: pair.wolt.url! }, pair.app.database);
    try {
      const db = pair.app.ctx.db.kysely;
      const ran: number[] = [];
      const handler = { run: async (p: unknown) => void ran.push((p as { n: number }).n) };
      await db.transaction().execute(async (trx) => {
        for (let n = 0; n < 40; n++)
          await enqueueJob(trx, 'test.count', { n }, { maxAttempts: 8 }, clockIso(pair.app.clock));
      });
      const { createJobWorker } = await import('../src/jobs/job-worker');
      const workers = [pair.app, second, pair.app, second].map((app) =>
        createJobWorker({
          db: app.ctx.db,
          clock: app.clock,
          handlers: { 'test.count': handler },
          log: { warn: () => {}, error: () => {} } as never,
          pollIntervalMs: 5,
          backoffBaseMs: 5,
          backoffMaxMs: 5,
          batchSize: 3,
        }),
      );
      for (let round = 0; round < 30 && ran.length < 40; round++)
        await Promise.all(workers.map((w) => w.runDue()));
      expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    } finally {
      await second.stop();
    }
  });
});
