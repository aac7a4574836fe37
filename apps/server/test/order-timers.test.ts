// The order's timers through the app: started by a platform's webhook, run by the job worker, told to
// the platform, kept over a restart, and Edit's answers on a pre-order. What each timer decides (a
// person first, a closed venue, auto picked-up, a replaced release) is in order-timer-jobs.test.ts.
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

  it('starts no timer for an order taken in while the setting is off', async () => {
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
