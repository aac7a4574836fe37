// Orders the columns cannot hold as sent (over-long texts and ids, an odd currency, an amount past
// the integer column, a NUL): kept on both engines, on the board as Incorrect with the reason, and
// the platform answered 200 rather than a 5xx it would retry forever.
import { OrderState, OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFudyBody } from '../src/integrations/platforms/fudy/fudy-signature';
import { boltNewOrder } from './support/bolt-examples';
import { BOLT, connectWholeOrderPlatforms, FUDY, GLOVO } from './support/platform-connection';
import { bearer, seedWoltVenue, signIn, startTestApp, type TestApp } from './support/test-app';
import { pingWolt, startWoltOrderApi, woltOrderBody, type WoltOrderApi } from './support/wolt-order-api';

const STORE = 'wolt-store-unstorable';

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

interface ListedOrder {
  id: number;
  platform: string;
  statusId: number;
  stateId: number;
  status: { name: string };
  posProblems: string[];
  customerName: string | null;
  woltOrder?: Record<string, unknown>;
  glovoOrder?: Record<string, unknown>;
  boltOrder?: Record<string, unknown>;
  fudyOrder?: Record<string, unknown>;
}

/** The platform's payload: the order's provider part under its own platform's key. */
const providerPart = (order: ListedOrder) =>
  order.woltOrder ?? order.glovoOrder ?? order.boltOrder ?? order.fudyOrder ?? null;

/**
 * The venue's Incorrect orders as the board lists them, each as its own answer gives it: the list
 * leaves the platform's payload out, `GET /api/orders/{id}` carries it.
 */
async function incorrectOrders(): Promise<ListedOrder[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/orders?venueId=${venueId}&statusId=${OrderStatus.INCORRECT}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return Promise.all(
    res.json<ListedOrder[]>().map(async ({ id }) => {
      const one = await app.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
      expect(one.statusCode).toBe(200);
      return one.json<ListedOrder>();
    }),
  );
}

const payloadIdOf = (order: ListedOrder) =>
  String(providerPart(order)?.['id'] ?? providerPart(order)?.['order_id']);

const WOLT_CASES: { name: string; id: string; over: Record<string, unknown>; reason: RegExp }[] = [
  {
    name: 'a 60-character order number',
    id: 'u-number',
    over: { order_number: '7'.repeat(60) },
    reason: /order number is 60 characters/,
  },
  {
    name: 'the currency "EURO"',
    id: 'u-currency',
    over: { basket_price: { total: { amount: 1290, currency: 'EURO' } } },
    reason: /Unknown currency "EURO"/,
  },
  {
    name: 'an amount of 3e9',
    id: 'u-amount',
    over: { basket_price: { total: { amount: 3e9, currency: 'EUR' } } },
    reason: /total 3000000000 is out of range/,
  },
  {
    name: 'a 300-character name',
    id: 'u-name',
    over: { consumer_name: 'N'.repeat(300) },
    reason: /customer name is 300 characters/,
  },
  {
    name: 'a NUL in the name',
    id: 'u-nul',
    over: { consumer_name: 'Ma\u0000ri' },
    reason: /customer name contains a NUL/,
  },
  {
    name: 'a 250-character order id',
    id: `u-id-${'x'.repeat(245)}`,
    over: {},
    reason: /order id is 250 characters/,
  },
];

describe('a Wolt order the columns cannot hold as sent', () => {
  it.each(WOLT_CASES)('with $name is on the board as Incorrect, saying why', async ({ id, over, reason }) => {
    wolt.serve(woltOrderBody(id, over));
    // A notification id past its 200-character column too, for the long order id.
    const ping = await pingWolt(app, STORE, id);
    expect(ping.statusCode).toBe(200);
    await app.ctx.worker.runDue();

    const order = (await incorrectOrders()).find((o) => payloadIdOf(o) === id);
    expect(order, 'the order is listed as Incorrect').toBeDefined();
    expect(order).toMatchObject({
      statusId: OrderStatus.INCORRECT,
      stateId: OrderState.BAD,
      status: { name: 'incorrect' },
    });
    expect(order!.posProblems.join(' ')).toMatch(reason);
    // What the platform sent is kept whole in its payload.
    expect(providerPart(order!)).toMatchObject(over);
    const jobs = await app.ctx.db.kysely
      .selectFrom('jobs')
      .select('status')
      .where('status', '=', 'dead')
      .execute();
    expect(jobs).toEqual([]);
  });

  it('keeps an order Wolt serves that is not readable as OrderV2, as Incorrect with its body', async () => {
    const id = 'u-unreadable';
    wolt.serve({ ...woltOrderBody(id), items: 'none' });
    await pingWolt(app, STORE, id);
    await app.ctx.worker.runDue();
    const order = (await incorrectOrders()).find((o) => payloadIdOf(o) === id);
    expect(order?.posProblems.join(' ')).toMatch(/not readable at items/);
    expect(order ? providerPart(order) : null).toMatchObject({ id, items: 'none' });
  });

  it('takes a notification whose id is past its 200-character column, and knows it when redelivered', async () => {
    const id = 'u-long-notification';
    wolt.serve(woltOrderBody(id));
    const notificationId = `n-${'z'.repeat(300)}`;
    expect((await pingWolt(app, STORE, id, 'CREATED', notificationId)).body).toEqual({
      received: true,
      duplicate: false,
    });
    await app.ctx.worker.runDue();
    expect((await pingWolt(app, STORE, id, 'CREATED', notificationId)).body).toEqual({
      received: true,
      duplicate: true,
    });
    const stored = await app.ctx.db.kysely
      .selectFrom('orders')
      .select('status_id')
      .where('platform_order_id', '=', id)
      .execute();
    expect(stored).toEqual([{ status_id: OrderStatus.RECEIVED }]);
  });

  it('keeps a name of 150 emoji (300 UTF-16 units, 150 characters) whole and the order correct', async () => {
    const id = 'u-emoji';
    const name = '\u{1F355}'.repeat(150);
    wolt.serve(
      woltOrderBody(id, { consumer_name: name, basket_price: { total: { amount: 990, currency: 'eur' } } }),
    );
    await pingWolt(app, STORE, id);
    await app.ctx.worker.runDue();
    const row = await app.ctx.db.kysely
      .selectFrom('orders')
      .select(['status_id', 'customer_name', 'currency'])
      .where('platform_order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_id: OrderStatus.RECEIVED, customer_name: name, currency: 'EUR' });
  });

  it('is stored once when its long-id ping is redelivered', async () => {
    const id = `u-again-${'y'.repeat(260)}`;
    wolt.serve(woltOrderBody(id));
    const first = await pingWolt(app, STORE, id);
    await app.ctx.worker.runDue();
    const again = await pingWolt(app, STORE, id, 'CREATED', first.notificationId);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect((await incorrectOrders()).filter((o) => payloadIdOf(o) === id)).toHaveLength(1);
  });
});

describe('Glovo, Bolt Food and Fudy orders with over-long ids and names', () => {
  const longId = (prefix: string) => `${prefix}-${'9'.repeat(240)}`;
  const longName = 'L'.repeat(300);

  it('keeps a Glovo order as Incorrect and answers 200', async () => {
    const id = longId('glovo');
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/glovo/orders',
      headers: { authorization: GLOVO.webhookToken, 'content-type': 'application/json' },
      payload: JSON.stringify({
        order_id: id,
        store_id: GLOVO.store,
        order_time: '2026-11-24 13:05:00',
        utc_offset_minutes: '120',
        currency: 'EUR',
        estimated_total_price: 1500,
        order_code: 'C'.repeat(80),
        customer: { name: longName },
        products: [{ id: 'p1', quantity: 1, price: 1500, name: 'Pasta' }],
      }),
    });
    expect(res.statusCode).toBe(200);
    const order = (await incorrectOrders()).find((o) => o.platform === 'glovo' && payloadIdOf(o) === id);
    expect(order?.posProblems.join(' ')).toMatch(/order id is 246 characters/);
    expect(order?.customerName).toBe(longName.slice(0, 200));
  });

  it('keeps a Bolt Food order as Incorrect and answers 200', async () => {
    const id = longId('bolt');
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/bolt/sendNewOrder',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${BOLT.user}:${BOLT.password}`).toString('base64')}`,
      },
      payload: JSON.stringify({
        ...boltNewOrder(BOLT.provider, id),
        customer: { name: longName, phone: null },
      }),
    });
    expect(res.statusCode).toBe(200);
    const order = (await incorrectOrders()).find((o) => o.platform === 'bolt' && payloadIdOf(o) === id);
    expect(order?.posProblems.join(' ')).toMatch(/customer name is 300 characters/);
  });

  it('keeps a Fudy order as Incorrect and answers 200', async () => {
    const id = longId('fudy');
    const raw = JSON.stringify({
      event: 'order.created',
      event_id: `evt-${id}`,
      restaurant_id: FUDY.restaurant,
      order: {
        id,
        number: 'F-'.repeat(40),
        created_at: '2026-11-24T09:30:00+02:00',
        delivery_type: 'dine_in',
        customer: { name: longName },
        total: { amount: 470, currency: 'EUR' },
        items: [{ id: 'tea', name: 'Green tea', quantity: 1, unit_price: 470, total: 470, options: [] }],
      },
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/fudy',
      headers: { 'content-type': 'application/json', 'x-fudy-signature': signFudyBody(raw, FUDY.secret) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    const order = (await incorrectOrders()).find((o) => o.platform === 'fudy' && payloadIdOf(o) === id);
    expect(order?.posProblems.join(' ')).toMatch(/order number is 80 characters/);
  });
});
