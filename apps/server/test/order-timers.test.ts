import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { bearer, drainDueJobs, signIn, startTestApp } from './support/test-app';
import { startWithWolt, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
let token: string;

async function setSettings(settings: Record<string, unknown>, target = pair) {
  const res = await target.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: { id: target.venueId, settings },
  });
  expect(res.statusCode).toBe(200);
}

async function order(id: number, target = pair) {
  return (await target.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) })).json();
}

/** Makes every waiting timer due now, as if its time had come, and runs them. */
async function timeComes(target = pair) {
  await target.app.ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: clockIso(target.app.clock) })
    .where('status', '=', 'pending')
    .execute();
  await drainDueJobs(target.app);
}

/** A Wolt order taken in; timers stay waiting for their time. */
async function receiveOrder(target = pair, input?: Parameters<WoltPair['wolt']['createOrder']>[0]) {
  const created = await target.wolt.createOrder(input);
  await created.delivery;
  await drainDueJobs(target.app);
  const row = await target.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', created.orderId)
    .executeTakeFirstOrThrow();
  return { ...created, id: row.id };
}

function acceptsOf(orderId: string, target = pair) {
  return target.wolt.calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/accept`);
}

beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(() => pair.close());

describe('auto-accept', () => {
  it('accepts an incoming order with the default cooking time once its time has come, without a click', async () => {
    await setSettings({ isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 600 });
    const created = await receiveOrder();
    expect((await order(created.id)).statusId).toBe(1);
    await drainDueJobs(pair.app);
    expect((await order(created.id)).statusId).toBe(1);

    await timeComes();
    const venue = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(token) })
    ).json();
    const accepted = await order(created.id);
    expect(accepted).toMatchObject({ statusId: 2, adjustedTimeInMinutes: venue.defaultCookingTimeInMinutes });
    expect(acceptsOf(created.orderId)).toHaveLength(1);
  });

  it('does nothing when a person acted first: the platform hears one accept', async () => {
    const created = await receiveOrder();
    const res = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(token),
      payload: { id: created.id, cookingTimeInMinutes: 35 },
    });
    expect(res.statusCode).toBe(200);
    await timeComes();
    expect(await order(created.id)).toMatchObject({ statusId: 2, adjustedTimeInMinutes: 35 });
    expect(acceptsOf(created.orderId)).toHaveLength(1);
  });

  it('leaves an order alone while the venue is closed, and starts no timer when the setting is off', async () => {
    const created = await receiveOrder();
    await pair.app.app.inject({
      method: 'PATCH',
      url: `/api/venues/${pair.venueId}/Offline`,
      headers: bearer(token),
    });
    await timeComes();
    expect((await order(created.id)).statusId).toBe(1);
    await pair.app.app.inject({
      method: 'PATCH',
      url: `/api/venues/${pair.venueId}/Online`,
      headers: bearer(token),
    });
    await drainDueJobs(pair.app);

    await setSettings({ isAutoAcceptEnabled: false });
    const later = await receiveOrder();
    const timers = await pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'order.auto-accept')
      .where('payload', 'like', `%"orderId":${later.id}}%`)
      .execute();
    expect(timers).toHaveLength(0);
  });

  it('survives a restart while the timer is pending', async () => {
    const restartPair = await startWithWolt();
    const adminToken = (await signIn(restartPair.app)).accessToken;
    await restartPair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(adminToken),
      payload: {
        id: restartPair.venueId,
        settings: { isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 3600 },
      },
    });
    const created = await receiveOrder(restartPair);
    await restartPair.app.stop();

    const restarted = await startTestApp({ WOLT_API_URL: restartPair.wolt.url! }, restartPair.app.database);
    try {
      await restarted.ctx.db.kysely
        .updateTable('jobs')
        .set({ run_at: clockIso(restarted.clock) })
        .where('status', '=', 'pending')
        .execute();
      await drainDueJobs(restarted);
      const row = await restarted.ctx.db.kysely
        .selectFrom('orders')
        .select(['status_id'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.status_id).toBe(2);
      expect(acceptsOf(created.orderId, restartPair)).toHaveLength(1);
    } finally {
      await restartPair.wolt.close();
      await restarted.close();
    }
  });
});

describe('auto picked-up', () => {
  it('moves a ready order to picked up at its pick-up time, unless someone picked it up first', async () => {
    await setSettings({ isAutoAcceptEnabled: false, isAutoPickedUpEnabled: true });
    const act = (url: string, payload: object) =>
      pair.app.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

    const first = await receiveOrder();
    await act('/api/orders/accept', { id: first.id, cookingTimeInMinutes: 30 });
    await act('/api/orders/ready', { id: first.id });
    await drainDueJobs(pair.app);
    expect((await order(first.id)).statusId).toBe(3);
    await timeComes();
    expect((await order(first.id)).statusId).toBe(4);

    const second = await receiveOrder();
    await act('/api/orders/accept', { id: second.id, cookingTimeInMinutes: 30 });
    await act('/api/orders/ready', { id: second.id });
    expect((await act('/api/orders/picked-up', { id: second.id })).statusCode).toBe(200);
    await timeComes();
    expect((await order(second.id)).statusId).toBe(4);
    const audits = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(second.id))
      .where('action', '=', 'order.auto-picked-up')
      .execute();
    expect(audits).toHaveLength(0);
  });
});

describe('pre-orders', () => {
  it('confirms a pre-order to Wolt, releases it to Incoming at pick-up minus cooking time, and Edit moves that', async () => {
    await setSettings({ isAutoAcceptEnabled: false, isAutoPickedUpEnabled: false });
    const created = await receiveOrder(pair, { type: 'preorder' });
    expect((await order(created.id)).statusId).toBe(10);
    expect(
      pair.wolt.calls.filter(
        (c) => c.method === 'PUT' && c.path === `/orders/${created.orderId}/confirm-preorder`,
      ),
    ).toHaveLength(1);

    const timers = () =>
      pair.app.ctx.db.kysely
        .selectFrom('jobs')
        .select(['run_at', 'payload'])
        .where('type', '=', 'order.preorder-release')
        .where('status', '=', 'pending')
        .execute();
    const venue = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(token) })
    ).json();
    const pickupAt = Date.parse(created.order.pre_order!.preorder_time);
    const [first] = await timers();
    expect(Date.parse(first!.run_at)).toBe(pickupAt - venue.defaultCookingTimeInMinutes * 60_000);

    const wrong = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/cooking-time',
      headers: bearer(token),
      payload: { id: created.id, cookingTimeInMinutes: 500 },
    });
    expect(wrong.statusCode).toBe(400);
    const edited = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/cooking-time',
      headers: bearer(token),
      payload: { id: created.id, cookingTimeInMinutes: 45 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ statusId: 10, adjustedTimeInMinutes: 45 });
    const runAts = (await timers()).map((t) => Date.parse(t.run_at)).sort();
    expect(runAts).toContain(pickupAt - 45 * 60_000);

    await timeComes();
    expect((await order(created.id)).statusId).toBe(1);
    const releases = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(created.id))
      .where('action', '=', 'order.preorder-release')
      .execute();
    expect(releases).toHaveLength(1);
  });

  it('refuses Edit on an order that does not wait (409)', async () => {
    const created = await receiveOrder();
    const res = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/cooking-time',
      headers: bearer(token),
      payload: { id: created.id, cookingTimeInMinutes: 30 },
    });
    expect(res.statusCode).toBe(409);
  });
});
