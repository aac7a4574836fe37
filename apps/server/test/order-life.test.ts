import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dishIdentOf, SIM_COMBO, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { clockIso } from '../src/clock';
import { delayMinutesOf, movedDelayedUntil } from '../src/modules/orders/order-timers';
import { runVoid } from '../src/modules/rkeeper/pos-void';
import { rkXml as xml, startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainDueJobs } from './support/test-app';
import type { WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let token: string;

const api = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  pair.app.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function setSettings(settings: Record<string, unknown>) {
  expect((await api('PUT', '/api/venues', { id: pair.venueId, settings })).statusCode).toBe(200);
}

const getOrder = (id: number) => world.getOrder(id);

const callsOf = (command: string) => world.callsOf(command);

/** Makes every waiting timer due now, as if its time had come, and runs them. */
async function timeComes() {
  await pair.app.ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: clockIso(pair.app.clock) })
    .where('status', '=', 'pending')
    .execute();
  await drainDueJobs(pair.app);
}

/** Runs every job but the order timers, retries included, until none is left. */
async function settle() {
  for (let round = 0; round < 20; round++) {
    await drainDueJobs(pair.app);
    const retried = await pair.app.ctx.db.kysely
      .updateTable('jobs')
      .set({ run_at: clockIso(pair.app.clock) })
      .where('status', '=', 'pending')
      .where('type', 'not like', 'order.%')
      .executeTakeFirst();
    if (Number(retried.numUpdatedRows) === 0) return;
  }
}

/** A Wolt order taken in and handed over; its timers stay waiting for their time. */
async function receiveWoltOrder(target: WoltPair, input?: Parameters<WoltPair['wolt']['createOrder']>[0]) {
  const created = await target.wolt.createOrder(input);
  await created.delivery;
  await settle();
  const row = await target.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', created.orderId)
    .executeTakeFirstOrThrow();
  return { ...created, id: row.id };
}

/** Wolt reports a new `order_status` for the order (its webhook is a trigger; the order is fetched). */
async function woltSays(
  orderId: string,
  status: 'delivered' | 'refunded',
  notification: 'DELIVERED' | 'CANCELED',
) {
  // The notification is only a trigger: the order fetched afterwards carries the status.
  const delivery = pair.wolt.notify(orderId, notification);
  pair.wolt.getOrder(orderId)!.order_status = status;
  await delivery;
  await settle();
}

beforeAll(async () => {
  world = await startRkeeperWorld({ cashierCode: '6' });
  ({ pair, rk, token } = world);
});
afterAll(() => world.close());
beforeEach(async () => {
  rk.reset();
  await setSettings({
    delayOrderSaving: false,
    alwaysDefaultDelayTime: false,
    isPayOrderEnabled: false,
    isAutoAcceptEnabled: false,
    isUseComboName: false,
  });
});

describe('DELAYED (delayOrderSaving)', () => {
  // The delay release's own rules (a replaced timer, auto-accept delaying too) are in order-timer-jobs.test.ts.
  afterAll(() => setSettings({ delayOrderSaving: false }));

  it('holds an accepted order in Delayed, Edit moves its save, and at its time it is saved to r_keeper and goes into production', async () => {
    await setSettings({
      delayOrderSaving: true,
      alwaysDefaultDelayTime: true,
      defaultDelayTimeInMinutes: 20,
    });
    const order = await receiveWoltOrder(pair);
    // The hand-over waits for the delay: nothing reaches r_keeper at intake.
    expect(rk.checks()).toHaveLength(0);

    const before = Date.now();
    const accepted = await api('PATCH', '/api/orders/accept', { id: order.id, cookingTimeInMinutes: 15 });
    expect(accepted.statusCode).toBe(200);
    const delayed = accepted.json();
    expect(delayed).toMatchObject({ statusId: 11, adjustedTimeInMinutes: 15, isCreatedInRKeeper: false });
    const until = Date.parse(delayed.delayedUntil);
    expect(until - before).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(20 * 60_000 + 5000);
    // The platform hears the accept at once.
    await drainDueJobs(pair.app);
    const accepts = pair.wolt.calls.filter((c) => c.path === `/orders/${order.orderId}/accept`);
    expect(accepts).toHaveLength(1);
    // Wolt hears the true pick-up time: the delay, then the cooking time.
    const pickup = Date.parse((accepts[0]!.body as { adjusted_pickup_time: string }).adjusted_pickup_time);
    expect(pickup - until).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(pickup - until).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(rk.checks()).toHaveLength(0);
    // Delayed is not Incoming: accepting again is refused.
    expect(
      (await api('PATCH', '/api/orders/accept', { id: order.id, cookingTimeInMinutes: 10 })).statusCode,
    ).toBe(409);

    // Ten more minutes of cooking: the order is saved ten minutes earlier, still ready at the same time.
    const edited = (
      await api('PATCH', '/api/orders/cooking-time', { id: order.id, cookingTimeInMinutes: 25 })
    ).json();
    expect(edited.statusId).toBe(11);
    expect(until - Date.parse(edited.delayedUntil)).toBe(10 * 60_000);

    await timeComes();
    const released = await getOrder(order.id);
    expect(released).toMatchObject({ statusId: 2, stateId: 1, isCreatedInRKeeper: true });
    // Both timers came due; the one the Edit replaced stood down: one check, one transition.
    expect(rk.checks()).toHaveLength(1);
    expect(callsOf('CreateOrder')).toHaveLength(1);
    const moves = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(order.id))
      .where('action', '=', 'order.delay-release')
      .execute();
    expect(moves).toHaveLength(1);
  });

  it('waits what the platform pick-up leaves after cooking unless the default is always used', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const settings = { alwaysDefaultDelayTime: false, defaultDelayTimeInMinutes: 15 };
    const pickup = { pickup_at: '2026-01-01T13:00:00Z' };
    expect(delayMinutesOf(settings, pickup, 20, now)).toBe(40);
    expect(delayMinutesOf(settings, pickup, 90, now)).toBe(0);
    expect(delayMinutesOf(settings, { pickup_at: null }, 20, now)).toBe(15);
    expect(delayMinutesOf({ ...settings, alwaysDefaultDelayTime: true }, pickup, 20, now)).toBe(15);
    const until = '2026-01-01T12:30:00.000Z';
    expect(movedDelayedUntil({ delayed_until: until, adjusted_time_minutes: 20 }, 10, now)).toBe(
      '2026-01-01T12:40:00.000Z',
    );
    // Never in the past: a cooking time longer than what is left saves the order now.
    expect(movedDelayedUntil({ delayed_until: until, adjusted_time_minutes: 20 }, 60, now)).toBe(
      new Date(now).toISOString(),
    );
  });
});

describe('platform cancellations and refunds in r_keeper', () => {
  it('a cancelled order moves to Reject and its unpaid check is voided once, dish by dish', async () => {
    const order = await receiveWoltOrder(pair);
    const check = rk.checks()[0]!;
    expect(check).toBeDefined();
    const saved = check.sessions[0]!.lines;

    await pair.wolt.cancelOrder(order.orderId);
    await settle();
    const cancelled = await getOrder(order.id);
    expect(cancelled.statusId).toBe(6);
    expect(cancelled.posVoidedAt).toEqual(expect.any(String));

    const voids = callsOf('SaveOrder').slice(1);
    expect(voids).toHaveLength(1);
    const sent = xml.parse(voids[0]!.xml).RK7Query.RK7CMD;
    expect(sent.Order.guid).toBe(check.guid);
    // Printed dishes are voided with <Void> inside each dish, named by its line_guid (docs/rkeeper.md).
    const voidedDishes = [sent.Session].flat()[0].Dish as {
      id: string;
      line_guid: string;
      quantity: string;
      Void: { quantity: string };
    }[];
    expect(voidedDishes.map((d) => [d.id, d.line_guid, Number(d.quantity), Number(d.Void.quantity)])).toEqual(
      saved.map((l) => [l.dishIdent, l.lineGuid, l.quantity, l.quantity]),
    );
    const net = check.sessions
      .flatMap((s) => s.lines)
      .reduce((sum, l) => sum + l.quantity - (l.voided ?? 0), 0);
    expect(net).toBe(0);

    // Never twice: the job again, or a repeated notification, makes no call.
    expect(await runVoid(pair.app.ctx, order.id)).toBe('skipped');
    await pair.wolt.cancelOrder(order.orderId);
    await settle();
    expect(callsOf('SaveOrder')).toHaveLength(2);
  });

  it('a void whose answer was lost is not sent again: the retry finds the check already empty', async () => {
    const order = await receiveWoltOrder(pair);
    rk.addFault({ fault: 'drop-after-commit', command: 'SaveOrder', times: 1 });
    await pair.wolt.cancelOrder(order.orderId);
    await settle();
    expect(callsOf('SaveOrder')).toHaveLength(2);
    expect(callsOf('GetOrder').length).toBeGreaterThanOrEqual(2);
    const check = rk.checks()[0]!;
    expect(
      check.sessions.flatMap((s) => s.lines).reduce((sum, l) => sum + l.quantity - (l.voided ?? 0), 0),
    ).toBe(0);
    expect((await getOrder(order.id)).posVoidedAt).toEqual(expect.any(String));
  });

  it('a refunded paid order moves to Refunded and its check is returned once (MakeRetunGoods)', async () => {
    await setSettings({ isPayOrderEnabled: true });
    const order = await receiveWoltOrder(pair);
    const check = rk.checks()[0]!;
    expect(check.closed).toBe(true);
    await api('PATCH', '/api/orders/accept', { id: order.id, cookingTimeInMinutes: 10 });
    await api('PATCH', '/api/orders/ready', { id: order.id });
    await woltSays(order.orderId, 'delivered', 'DELIVERED');
    expect((await getOrder(order.id)).statusId).toBe(5);

    await woltSays(order.orderId, 'refunded', 'CANCELED');
    const refunded = await getOrder(order.id);
    expect(refunded.statusId).toBe(7);
    expect(refunded.posVoidedAt).toEqual(expect.any(String));
    const returns = callsOf('MakeRetunGoods');
    expect(returns).toHaveLength(1);
    const sent = xml.parse(returns[0]!.xml).RK7Query.RK7CMD;
    expect(sent).toMatchObject({
      Order: { guid: check.guid },
      Cashier: { code: '6' },
      Station: { code: '1' },
    });
    expect(check.returned).toBe(true);
    // No void of a paid check.
    expect(callsOf('SaveOrder')).toHaveLength(1);
    await woltSays(order.orderId, 'refunded', 'CANCELED');
    expect(callsOf('MakeRetunGoods')).toHaveLength(1);
  });

  it('an order never created in r_keeper needs nothing; a person rejecting a handed-over order voids its check', async () => {
    // A dish on r_keeper's stop-list: INCORRECT, no check.
    const first = await receiveWoltOrder(pair);
    const items = pair.wolt.getOrder(first.orderId)!.items;
    rk.reset();
    rk.setStopList([items[0]!.pos_id!]);
    const incorrect = await receiveWoltOrder(pair, { items });
    rk.setStopList([]);
    expect((await getOrder(incorrect.id)).statusId).toBe(8);
    const before = rk.calls().length;
    await pair.wolt.cancelOrder(incorrect.orderId);
    await settle();
    expect((await getOrder(incorrect.id)).statusId).toBe(6);
    expect(
      rk
        .calls()
        .slice(before)
        .map((c) => c.command),
    ).toEqual([]);

    const handed = await receiveWoltOrder(pair);
    const res = await api('PATCH', '/api/orders/reject', { id: handed.id, reason: 'Out of dough' });
    expect(res.statusCode).toBe(200);
    await settle();
    const check = rk.checks().find((c) => c.persistentComment.includes(handed.orderId))!;
    // Voided in place (<Void> inside each printed dish): nothing is left standing, nothing added.
    expect(check.sessions).toHaveLength(1);
    expect(check.sessions[0]!.lines.every((l) => l.voided === l.quantity)).toBe(true);
  });
});

describe('combos in the hand-over', () => {
  /** A Wolt bundle: the combo dish, its chosen components as options carrying dish POS ids. */
  async function comboOrder(componentCodes: string[]) {
    const first = await receiveWoltOrder(pair);
    const template = pair.wolt.getOrder(first.orderId)!.items[0]!;
    rk.reset();
    const bundle = {
      ...template,
      name: 'Lunch combo',
      pos_id: SIM_COMBO.code,
      count: 2,
      is_bundle_offer: true,
      item_price: {
        ...template.item_price,
        unit_price: { amount: 1490, currency: 'EUR' },
        total: { amount: 2980, currency: 'EUR' },
      },
      options: componentCodes.map((code, i) => ({
        id: `opt-${i}`,
        name: i === 0 ? 'Main' : 'Drink',
        value: `Component ${code}`,
        price: { amount: 0, currency: 'EUR' },
        pos_id: null,
        value_pos_id: code,
        count: 1,
      })),
    };
    return receiveWoltOrder(pair, { items: [bundle] as never });
  }

  it('with isUseComboName the check shows the combo by its name: one Combo with its Components', async () => {
    await setSettings({ isUseComboName: true });
    const codes = ['1001', '1002'];
    const order = await comboOrder(codes);
    expect(await getOrder(order.id)).toMatchObject({ statusId: 1, stateId: 1, isCreatedInRKeeper: true });
    const sent = xml.parse(callsOf('SaveOrder')[0]!.xml).RK7Query.RK7CMD;
    expect(sent.Session.Dish).toBeUndefined();
    expect(sent.Session.Combo).toMatchObject({
      id: dishIdentOf(SIM_COMBO.code),
      quantity: '2000',
      price: '1490',
      Component: codes.map((c) => ({ id: dishIdentOf(c), quantity: '1000' })),
    });
    const line = rk.checks()[0]!.sessions[0]!.lines[0]!;
    expect(line.name).toBe(SIM_COMBO.name);
    expect(line.components?.map((c) => c.dishIdent)).toEqual(codes.map(dishIdentOf));
  });

  it('without isUseComboName its components are dishes of their own, the bundle price on the first', async () => {
    const codes = ['1001', '1002'];
    const order = await comboOrder(codes);
    expect(await getOrder(order.id)).toMatchObject({ statusId: 1, stateId: 1 });
    const sent = xml.parse(callsOf('SaveOrder')[0]!.xml).RK7Query.RK7CMD;
    expect(sent.Session.Combo).toBeUndefined();
    expect(sent.Session.Dish.map((d: Record<string, string>) => [d.id, d.quantity, d.price])).toEqual([
      [dishIdentOf('1001'), '2000', '1490'],
      [dishIdentOf('1002'), '2000', '0'],
    ]);
  });

  it('a broken combo makes the order INCORRECT with the reason, and nothing reaches r_keeper', async () => {
    const order = await comboOrder(['1001', '77777']);
    const stored = await getOrder(order.id);
    expect(stored).toMatchObject({ statusId: 8, stateId: 2, isCreatedInRKeeper: false });
    expect(stored.posProblems).toEqual([
      'Combo "Lunch combo" is broken: component "Drink: Component 77777" (POS id 77777) matches no r_keeper dish',
    ]);
    expect(callsOf('CreateOrder')).toHaveLength(0);
  });
});
