// Busy mode: minutes added to the cooking time of new orders for a while, stored per venue, ended by
// itself at its time; auto-accept sends the longer time to the platform.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { buildScopeWorld, type Caller, type ScopeWorld } from './support/scope-world';
import { bearer, drainDueJobs, signIn } from './support/test-app';
import { startWithWolt, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
let world: ScopeWorld;
let admin: string;
beforeAll(async () => {
  pair = await startWithWolt();
  world = await buildScopeWorld(pair.app);
});
afterAll(() => pair.close());
// An access token lives 15 minutes of the app's clock, which these tests move on: each signs in afresh.
beforeEach(async () => {
  admin = (await signIn(pair.app)).accessToken;
});

const busyUrl = (venueId: number) => `/api/venues/${venueId}/busy`;

function startBusy(venueId: number, payload: Record<string, unknown>, token = admin) {
  return pair.app.app.inject({ method: 'PATCH', url: busyUrl(venueId), headers: bearer(token), payload });
}

function endBusy(venueId: number, token = admin) {
  return pair.app.app.inject({ method: 'DELETE', url: busyUrl(venueId), headers: bearer(token) });
}

async function venueOf(venueId: number) {
  const res = await pair.app.app.inject({ url: `/api/venues/${venueId}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function setSettings(settings: Record<string, unknown>) {
  const res = await pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(admin),
    payload: { id: pair.venueId, settings },
  });
  expect(res.statusCode).toBe(200);
}

/** A Wolt order taken in; its timers stay waiting for their time. */
async function receiveOrder() {
  const created = await pair.wolt.createOrder();
  await created.delivery;
  await drainDueJobs(pair.app);
  const row = await pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', created.orderId)
    .executeTakeFirstOrThrow();
  return { ...created, id: row.id };
}

/** Makes the auto-accept timers due now and runs them (the clock stays, so busy mode still runs). */
async function autoAcceptTimeComes() {
  await pair.app.ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: clockIso(pair.app.clock) })
    .where('status', '=', 'pending')
    .where('type', '=', 'order.auto-accept')
    .execute();
  await drainDueJobs(pair.app);
}

function woltAcceptOf(orderId: string) {
  const calls = pair.wolt.calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/accept`);
  expect(calls).toHaveLength(1);
  return Date.parse((calls[0]!.body as { adjusted_pickup_time: string }).adjusted_pickup_time);
}

describe('busy mode', () => {
  it('is started and ended by the people of the venue and its dealer, and by nobody else', async () => {
    const own = world.venueId.own;
    const allowed: Caller[] = ['admin', 'dealer', 'manager', 'operator'];
    for (const caller of allowed) {
      const res = await startBusy(own, { extraMinutes: 20, forMinutes: 30 }, world.token[caller]);
      expect(res.statusCode, caller).toBe(200);
      expect(res.json().busyMode).toMatchObject({ extraMinutes: 20 });
      const ended = await endBusy(own, world.token[caller]);
      expect(ended.statusCode, caller).toBe(200);
      expect(ended.json().busyMode).toBeNull();
    }
    const foreign = world.venueId.foreign;
    for (const caller of ['dealer', 'manager', 'operator'] as const) {
      const res = await startBusy(foreign, { extraMinutes: 10, forMinutes: 30 }, world.token[caller]);
      expect(res.statusCode, caller).toBe(404);
      expect((await endBusy(foreign, world.token[caller])).statusCode, caller).toBe(404);
    }
    expect((await venueOf(foreign)).busyMode).toBeNull();
    const anonymous = await pair.app.app.inject({
      method: 'PATCH',
      url: busyUrl(own),
      payload: { extraMinutes: 10, forMinutes: 30 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses minutes and periods other than the board offers, in the error shape', async () => {
    const wrong = await startBusy(pair.venueId, { extraMinutes: 15, forMinutes: 45 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.extraMinutes[0]).toMatch(/10, 20, 30/);
    expect(wrong.json().errors.forMinutes[0]).toMatch(/30, 60, 90/);
    expect((await startBusy(pair.venueId, { extraMinutes: 10 })).statusCode).toBe(400);
    expect((await venueOf(pair.venueId)).busyMode).toBeNull();
  });

  it('lengthens the cooking time auto-accept sends to Wolt while it lasts, and ends by itself', async () => {
    await setSettings({ isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 600 });
    const asked = pair.app.clock.now();
    const started = await startBusy(pair.venueId, { extraMinutes: 20, forMinutes: 60 });
    expect(started.statusCode).toBe(200);
    const { busyMode, defaultCookingTimeInMinutes: base } = started.json();
    const until = Date.parse(busyMode.until);
    expect(until - asked).toBeGreaterThanOrEqual(60 * 60_000);
    expect(until - pair.app.clock.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(busyMode.extraMinutes).toBe(20);

    const busyOrder = await receiveOrder();
    const beforeAccept = pair.app.clock.now();
    await autoAcceptTimeComes();
    const detail = await pair.app.app.inject({ url: `/api/orders/${busyOrder.id}`, headers: bearer(admin) });
    expect(detail.json()).toMatchObject({ statusId: 2, adjustedTimeInMinutes: base + 20 });
    const readyAt = woltAcceptOf(busyOrder.orderId);
    expect(readyAt - beforeAccept).toBeGreaterThanOrEqual((base + 20) * 60_000 - 1000);
    expect(readyAt - pair.app.clock.now()).toBeLessThanOrEqual((base + 20) * 60_000 + 1000);

    pair.app.clock.advance(until - pair.app.clock.now() + 50);
    admin = (await signIn(pair.app)).accessToken;
    await drainDueJobs(pair.app);
    expect((await venueOf(pair.venueId)).busyMode).toBeNull();
    const ended = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['user_id', 'before_json'])
      .where('action', '=', 'venue.busy-end')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ended.user_id).toBeNull();

    const calmOrder = await receiveOrder();
    await autoAcceptTimeComes();
    const calmDetail = await pair.app.app.inject({
      url: `/api/orders/${calmOrder.id}`,
      headers: bearer(admin),
    });
    expect(calmDetail.json()).toMatchObject({ statusId: 2, adjustedTimeInMinutes: base });
    await setSettings({ isAutoAcceptEnabled: false });
  });

  it('keeps a busy mode started again when the first one’s end comes, and never passes the maximum', async () => {
    await startBusy(pair.venueId, { extraMinutes: 10, forMinutes: 30 });
    pair.app.clock.advance(10 * 60_000);
    admin = (await signIn(pair.app)).accessToken;
    const again = await startBusy(pair.venueId, { extraMinutes: 30, forMinutes: 90 });
    const secondEnd = again.json().busyMode.until;
    pair.app.clock.advance(21 * 60_000);
    admin = (await signIn(pair.app)).accessToken;
    await drainDueJobs(pair.app);
    const venue = await venueOf(pair.venueId);
    expect(venue.busyMode).toEqual({ extraMinutes: 30, until: secondEnd });

    await pair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(admin),
      payload: { id: pair.venueId, maxCookingTimeInMinutes: 40, defaultCookingTimeInMinutes: 20 },
    });
    expect((await venueOf(pair.venueId)).maxCookingTimeInMinutes).toBe(40);
    await setSettings({ isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 600 });
    const order = await receiveOrder();
    await autoAcceptTimeComes();
    const detail = await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(admin) });
    expect(detail.json()).toMatchObject({ statusId: 2, adjustedTimeInMinutes: 40 });
    await setSettings({ isAutoAcceptEnabled: false });
    expect((await endBusy(pair.venueId)).json().busyMode).toBeNull();
  });
});
