import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import { drainJobs, WEBHOOK_SECRET } from './support/test-app';
import { startWithWolt, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
beforeAll(async () => {
  pair = await startWithWolt();
});
afterAll(() => pair.close());

function notification(orderId: string, venueId = WOLT_VENUE.externalVenueId, id = `n-${orderId}`) {
  return JSON.stringify({
    id,
    type: 'order.notification',
    order: {
      id: orderId,
      venue_id: venueId,
      status: 'CREATED',
      resource_url: `https://example.invalid/${orderId}`,
    },
    created_at: new Date().toISOString(),
  });
}

function post(body: string, signature?: string) {
  return pair.app.app.inject({
    method: 'POST',
    url: '/api/webhooks/wolt',
    headers: { 'content-type': 'application/json', ...(signature ? { 'wolt-signature': signature } : {}) },
    payload: body,
  });
}

async function countRows(table: 'orders' | 'jobs' | 'webhook_receipts') {
  const row = await pair.app.ctx.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/webhooks/wolt', () => {
  it('refuses a missing signature, a wrong one, bad JSON and an unknown venue, storing nothing', async () => {
    const good = notification('abc');
    const cases = [
      { body: good, signature: undefined, status: 401, field: 'signature' },
      { body: good, signature: signWoltBody(good, 'another-secret-value'), status: 401, field: 'signature' },
      { body: good, signature: 'zz', status: 401, field: 'signature' },
      { body: '{"id": ', signature: signWoltBody('{"id": ', WEBHOOK_SECRET), status: 400, field: 'body' },
      {
        body: '{"id":"x"}',
        signature: signWoltBody('{"id":"x"}', WEBHOOK_SECRET),
        status: 400,
        field: 'body',
      },
    ];
    const unknown = notification('abc', 'no-such-wolt-venue');
    cases.push({
      body: unknown,
      signature: signWoltBody(unknown, WEBHOOK_SECRET),
      status: 404,
      field: 'venue_id',
    });

    for (const c of cases) {
      const res = await post(c.body, c.signature);
      expect(res.statusCode, c.body).toBe(c.status);
      expect(Object.keys(res.json().errors)).toEqual([c.field]);
    }
    expect(await countRows('orders')).toBe(0);
    expect(await countRows('jobs')).toBe(0);
    expect(await countRows('webhook_receipts')).toBe(0);
  });

  it('takes a signed notification in, fetches the order from Wolt and keeps its payload beside it', async () => {
    const created = await pair.wolt.createOrder();
    await created.delivery;
    await drainJobs(pair.app);

    const row = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('platform_order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    const res = await pair.app.app.inject({
      method: 'GET',
      url: `/api/orders/${row.id}`,
      headers: await adminAuth(),
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      platform: 'wolt',
      platformOrderId: created.orderId,
      orderNumber: created.orderNumber,
      statusId: 1,
      status: { id: 1, name: 'received' },
      stateId: 1,
      amount: created.order.basket_price.total.amount,
      currency: 'EUR',
    });
    expect(order.woltOrder.id).toBe(created.orderId);
    expect(order.woltOrder.order_number).toBe(created.order.order_number);
    expect(order.items.map((i: { name: string }) => i.name)).toEqual(created.order.items.map((i) => i.name));
  });

  it('recognises a redelivered notification and creates no second order', async () => {
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const first = pair.wolt.webhooks.find((w) => w.orderId === created.orderId)!;
    expect(first.httpStatus).toBe(200);
    const body = notification(created.orderId, WOLT_VENUE.externalVenueId, first.notificationId);
    const again = await post(body, signWoltBody(body, WEBHOOK_SECRET));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    await drainJobs(pair.app);
    const rows = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', created.orderId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores an order once even when two notifications name the same Wolt order', async () => {
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const body = notification(created.orderId, WOLT_VENUE.externalVenueId, 'a-different-notification-id');
    expect((await post(body, signWoltBody(body, WEBHOOK_SECRET))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    await drainJobs(pair.app);
    const rows = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', created.orderId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

async function adminAuth() {
  const res = await pair.app.app.inject({
    method: 'POST',
    url: '/api/Token/Access',
    payload: { userName: 'admin', password: 'Admin-pass-1234' },
  });
  return { authorization: `Bearer ${res.json().accessToken}` };
}

describe('every Wolt notification is a trigger', () => {
  it('stores an order first seen past its start in the status Wolt reports (Wolt accepted it by itself)', async () => {
    const created = await pair.wolt.createOrder({ order_status: 'production' });
    await created.delivery;
    await drainJobs(pair.app);
    const row = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select(['status_id', 'accepted_at'])
      .where('platform_order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status_id).toBe(2);
    expect(row.accepted_at).not.toBeNull();
  });

  it('never puts a cancelled order back on the board when notifications arrive out of order', async () => {
    const created = await pair.wolt.createOrder();
    await pair.wolt.cancelOrder(created.orderId);
    await created.delivery;
    await drainJobs(pair.app);
    await pair.wolt.notify(created.orderId, 'CREATED');
    await drainJobs(pair.app);
    const row = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('status_id')
      .where('platform_order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status_id).toBe(6);
  });
});
