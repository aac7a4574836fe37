import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, drainJobs, signIn, signInOtherVenueManager, startTestApp } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
let token: string;
beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(() => pair.close());

const receiveOrder = () => receiveWoltOrder(pair);

function accept(id: number, cookingTimeInMinutes: number, auth = token) {
  return pair.app.app.inject({
    method: 'PATCH',
    url: '/api/orders/accept',
    headers: bearer(auth),
    payload: { id, cookingTimeInMinutes },
  });
}

function acceptCalls(orderId: string) {
  return pair.wolt.calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/accept`);
}

describe('PATCH /api/orders/accept', () => {
  it('moves the order to production and tells Wolt when it will be ready', async () => {
    const order = await receiveOrder();
    const before = Date.now();
    const res = await accept(order.id, 20);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      statusId: 2,
      status: { name: 'production' },
      adjustedTimeInMinutes: 20,
    });

    await drainJobs(pair.app);
    const calls = acceptCalls(order.orderId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.status).toBe(200);
    const readyAt = Date.parse((calls[0]!.body as { adjusted_pickup_time: string }).adjusted_pickup_time);
    expect(readyAt - before).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
    expect(readyAt - Date.now()).toBeLessThanOrEqual(20 * 60_000 + 1000);
    expect(pair.wolt.getOrder(order.orderId)?.order_status).toBe('production');

    const listed = await pair.app.app.inject({
      url: `/api/orders?statusId=2&venueId=${pair.venueId}`,
      headers: bearer(token),
    });
    expect(listed.json().map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it("keeps the courier's arrival on the ticket current as Wolt moves it", async () => {
    const order = await receiveOrder();
    const dto = async () =>
      (await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(token) })).json();
    const first = await dto();
    const moved = new Date(Date.parse('2026-11-26T10:00:00Z') + 35 * 60_000).toISOString();
    pair.wolt.getOrder(order.orderId)!.pickup_eta = moved;
    expect((await pair.wolt.notify(order.orderId, 'PRODUCTION')).delivered).toBe(true);
    await drainJobs(pair.app);
    const updated = await dto();
    expect(updated.ticket.courierEta).toBe(moved);
    expect(updated.ticket.courierEta).not.toBe(first.ticket.courierEta);
    expect(updated.ticket.lines).toEqual(first.ticket.lines);
  });

  it('accepts an order that was waiting when the venue closed', async () => {
    const order = await receiveOrder();
    const venues = pair.app.ctx.db.kysely.updateTable('venues').where('id', '=', pair.venueId);
    await venues.set({ is_online: 0 }).execute();
    try {
      const res = await accept(order.id, 15);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ statusId: 2, adjustedTimeInMinutes: 15 });
      await drainJobs(pair.app);
      expect(acceptCalls(order.orderId).map((c) => c.status)).toEqual([200]);
    } finally {
      await venues.set({ is_online: 1 }).execute();
    }
  });

  it('refuses a second accept with 409 and changes nothing', async () => {
    const order = await receiveOrder();
    expect((await accept(order.id, 15)).statusCode).toBe(200);
    const again = await accept(order.id, 30);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.general[0]).toMatch(/incoming/);
    const stored = await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(token) });
    expect(stored.json().adjustedTimeInMinutes).toBe(15);
  });

  it('validates the cooking time against the contract and the venue maximum', async () => {
    const order = await receiveOrder();
    expect((await accept(order.id, 0)).statusCode).toBe(400);
    const tooLong = await accept(order.id, 61);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.cookingTimeInMinutes[0]).toMatch(/60 minutes/);
  });

  it('hides orders of other venues from a manager (404), and refuses callers without a token (401)', async () => {
    const order = await receiveOrder();
    const manager = await signInOtherVenueManager(pair.app, {
      venueName: 'Elsewhere',
      userName: 'other.manager',
    });
    expect((await accept(order.id, 10, manager)).statusCode).toBe(404);
    const peek = await pair.app.app.inject({
      url: `/api/orders/${order.id}`,
      headers: bearer(manager),
    });
    expect(peek.statusCode).toBe(404);
    const list = await pair.app.app.inject({
      url: `/api/orders?venueId=${pair.venueId}`,
      headers: bearer(manager),
    });
    expect(list.statusCode).toBe(404);
    const noToken = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      payload: { id: order.id },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('retries a failing Wolt call with back-off, then dead-letters it and shows the error on the order', async () => {
    const order = await receiveOrder();
    pair.wolt.failNext(3, 503);
    expect((await accept(order.id, 25)).statusCode).toBe(200);
    await drainJobs(pair.app);

    expect(acceptCalls(order.orderId).map((c) => c.status)).toEqual([503, 503, 503]);
    const job = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'platform.order-action')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'dead', attempts: 3 });
    expect(job.last_error).toMatch(/HTTP 503/);
    const stored = await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(token) });
    expect(stored.json().platformError).toMatch(/Accept did not reach the platform: .*HTTP 503/);
  });

  it('succeeds on a later attempt after a temporary failure', async () => {
    const order = await receiveOrder();
    pair.wolt.failNext(1, 500);
    await accept(order.id, 10);
    await drainJobs(pair.app);
    expect(acceptCalls(order.orderId).map((c) => c.status)).toEqual([500, 200]);
  });
});

describe('durability', () => {
  it('keeps an enqueued accept across a restart and delivers it afterwards', async () => {
    const restartPair = await startWithWolt();
    const admin = await signIn(restartPair.app);
    const created = await restartPair.wolt.createOrder();
    await created.delivery;
    await drainJobs(restartPair.app);
    const { id } = await restartPair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .executeTakeFirstOrThrow();
    const res = await restartPair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(admin.accessToken),
      payload: { id, cookingTimeInMinutes: 12 },
    });
    expect(res.statusCode).toBe(200);

    // The process stops before the job ran.
    await restartPair.app.stop();
    expect(restartPair.wolt.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const restarted = await startTestApp({ WOLT_API_URL: restartPair.wolt.url! }, restartPair.app.database);
    try {
      await drainJobs(restarted);
      const puts = restartPair.wolt.calls.filter((c) => c.method === 'PUT');
      expect(puts.map((c) => [c.path, c.status])).toEqual([[`/orders/${created.orderId}/accept`, 200]]);
    } finally {
      await restartPair.wolt.close();
      await restarted.close();
    }
  });
});
