// A cancellation wins at intake: Wolt's CANCELED after CREATED, a cancel whose fetch finds the order
// cancelled, and a cancel that comes before the order could be stored (Wolt, Glovo, Bolt Food).
import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boltNewOrder } from './support/bolt-examples';
import { BOLT, connectWholeOrderPlatforms, GLOVO } from './support/platform-connection';
import { bearer, seedWoltVenue, signIn, startTestApp, type TestApp } from './support/test-app';
import { pingWolt, startWoltOrderApi, woltOrderBody, type WoltOrderApi } from './support/wolt-order-api';

const STORE = 'wolt-store-cancels';

let wolt: WoltOrderApi;
let app: TestApp;
let token: string;
let venueId: number;
beforeAll(async () => {
  wolt = await startWoltOrderApi();
  app = await startTestApp({ WOLT_API_URL: wolt.url });
  venueId = (await seedWoltVenue(app, { externalVenueId: STORE, apiKey: 'key-1' })).venueId;
  await connectWholeOrderPlatforms(app, venueId);
  token = (await signIn(app)).accessToken;
});
afterAll(async () => {
  await app.close();
  await wolt.close();
});

let seq = 0;
let orderId: string;
beforeEach(() => {
  orderId = `cancel-${++seq}-${Date.now().toString(16)}`;
});

/** The order as the API shows it (undefined while not stored). */
async function shown(platform: string, platformOrderId = orderId) {
  const row = await app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', platform)
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const res = await app.app.inject({ method: 'GET', url: `/api/orders/${row.id}`, headers: bearer(token) });
  return res.json<{ id: number; statusId: number; platformError: string | null }>();
}

/** The ids on the board's Incoming list (received and incorrect orders). */
async function incomingIds(): Promise<number[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/orders?venueId=${venueId}&statusId=${OrderStatus.RECEIVED}&statusId=${OrderStatus.INCORRECT}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }[]>().map((o) => o.id);
}

describe('Wolt cancelling', () => {
  it('cancels an order it created a moment before (its fetched status "canceled")', async () => {
    wolt.serve(woltOrderBody(orderId));
    await pingWolt(app, STORE, orderId, 'CREATED');
    await app.ctx.worker.runDue();
    expect(await shown('wolt')).toMatchObject({ statusId: OrderStatus.RECEIVED });

    wolt.serve(woltOrderBody(orderId, { order_status: 'canceled' }));
    await pingWolt(app, STORE, orderId, 'CANCELED');
    await app.ctx.worker.runDue();
    const order = (await shown('wolt'))!;
    expect(order.statusId).toBe(OrderStatus.REJECTED);
    expect(await incomingIds()).not.toContain(order.id);
  });

  it.each(['canceled', 'cancelled'])(
    'stores an order first fetched in status "%s" as rejected, never incoming',
    async (status) => {
      wolt.serve(woltOrderBody(orderId, { order_status: status }));
      await pingWolt(app, STORE, orderId, 'CREATED');
      await app.ctx.worker.runDue();
      const order = (await shown('wolt'))!;
      expect(order.statusId).toBe(OrderStatus.REJECTED);
      expect(await incomingIds()).not.toContain(order.id);
    },
  );

  it('stores the order rejected when its CANCELED ping is fetched before the CREATED one', async () => {
    // Wolt's order read still says "received" while the cancel is on its way: the ping wins.
    wolt.serve(woltOrderBody(orderId));
    await pingWolt(app, STORE, orderId, 'CANCELED');
    await app.ctx.worker.runDue();
    await pingWolt(app, STORE, orderId, 'CREATED');
    await app.ctx.worker.runDue();
    expect(await shown('wolt')).toMatchObject({ statusId: OrderStatus.REJECTED });
  });

  it('remembers a cancel for an order it cannot fetch yet, and stores the order rejected when it comes', async () => {
    await pingWolt(app, STORE, orderId, 'CANCELED');
    await app.ctx.worker.runDue();
    expect(await shown('wolt')).toBeUndefined();

    wolt.serve(woltOrderBody(orderId));
    await pingWolt(app, STORE, orderId, 'CREATED');
    await app.ctx.worker.runDue();
    const order = (await shown('wolt'))!;
    expect(order).toMatchObject({ statusId: OrderStatus.REJECTED, platformError: 'Cancelled by Wolt' });
    expect(await incomingIds()).not.toContain(order.id);
  });
});

describe('Glovo and Bolt Food cancelling before the order came', () => {
  it('stores a Glovo order cancelled before it was dispatched to us as rejected', async () => {
    const glovo = (path: string, body: unknown) =>
      app.app.inject({
        method: 'POST',
        url: `/api/webhooks/glovo/${path}`,
        headers: { authorization: GLOVO.webhookToken, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const cancel = await glovo('cancellations', {
      order_id: orderId,
      store_id: GLOVO.store,
      cancel_reason: 'USER_ERROR',
    });
    expect(cancel.statusCode).toBe(200);
    const order = await glovo('orders', {
      order_id: orderId,
      store_id: GLOVO.store,
      order_time: '2026-11-24 13:05:00',
      utc_offset_minutes: '120',
      currency: 'EUR',
      estimated_total_price: 1500,
      products: [{ id: 'p1', quantity: 1, price: 1500, name: 'Pasta' }],
    });
    expect(order.statusCode).toBe(200);
    expect(await shown('glovo')).toMatchObject({
      statusId: OrderStatus.REJECTED,
      platformError: 'Cancelled by Glovo: USER_ERROR',
    });
  });

  it('stores a Bolt Food order cancelled before it was sent to us as rejected', async () => {
    const bolt = (event: string, body: unknown) =>
      app.app.inject({
        method: 'POST',
        url: `/api/webhooks/bolt/${event}`,
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${BOLT.user}:${BOLT.password}`).toString('base64')}`,
        },
        payload: JSON.stringify(body),
      });
    const cancel = await bolt('sendCancelOrder', {
      order_id: orderId,
      provider_id: BOLT.provider,
      reason: 'CUSTOMER_CANCELLED',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await bolt('sendNewOrder', boltNewOrder(BOLT.provider, orderId))).statusCode).toBe(200);
    expect(await shown('bolt')).toMatchObject({
      statusId: OrderStatus.REJECTED,
      platformError: 'Cancelled by Bolt Food: CUSTOMER_CANCELLED',
    });
  });
});
