// r_keeper's refusals read by number (packages/contracts pos/rk7-errors.ts): a closing shift and a
// locked order retried quietly, a shift open too long shown to the staff and retried every ten
// minutes, a refused request shown once and left to a person's Retry.
import { OrderState } from '@orderdesk/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainDueJobs, drainJobs, signIn } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;

beforeAll(async () => {
  world = await startRkeeperWorld();
  pair = world.pair;
});
afterAll(() => world.close());
beforeEach(() => world.rk.reset());

const checksOf = (orderId: string) => world.rk.checks().filter((c) => c.persistentComment.includes(orderId));

async function handoverJob(orderId: number) {
  return pair.app.ctx.db.kysely
    .selectFrom('jobs')
    .select(['status', 'run_at'])
    .where('type', '=', 'pos.handover')
    .where('payload', 'like', `%"orderId":${orderId}%`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('r_keeper refusals by number', () => {
  it('2172 (common shift closing): retried without the order ever showing failed, one check', async () => {
    world.rk.addFault({
      fault: 'status-error',
      command: 'CreateOrder',
      times: 2,
      errorN: 2172,
      errorText: 'Общая смена закрывается',
    });
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const states: number[] = [];
    for (let i = 0; i < 40; i++) {
      await pair.app.ctx.worker.runDue();
      const row = await pair.app.ctx.db.kysely
        .selectFrom('orders')
        .select(['id', 'state_id', 'is_created_in_rkeeper'])
        .where('platform_order_id', '=', created.orderId)
        .executeTakeFirst();
      if (row) states.push(row.state_id);
      if (row?.is_created_in_rkeeper === 1) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(states).not.toContain(OrderState.BAD);
    expect(states.at(-1)).toBe(OrderState.GOOD);
    expect(world.callsOf('CreateOrder')).toHaveLength(3);
    expect(checksOf(created.orderId)).toHaveLength(1);
    await drainJobs(pair.app);
  });

  it('2219 (order locked) on SaveOrder: retried, the dishes saved once', async () => {
    world.rk.addFault({
      fault: 'status-error',
      command: 'SaveOrder',
      times: 1,
      errorN: 2219,
      errorText: 'UCSERR(2219) Заказ заблокирован',
    });
    const order = await receiveWoltOrder(pair);
    expect(await world.getOrder(order.id)).toMatchObject({ stateId: OrderState.GOOD, posError: null });
    const [check] = checksOf(order.orderId);
    expect(check!.sessions).toHaveLength(1);
  });

  it('2133 (shift open too long): failed with what to do, retried every ten minutes, then one check', async () => {
    world.rk.addFault({
      fault: 'status-error',
      command: 'CreateOrder',
      errorN: 2133,
      errorText: 'Общая смена открыта слишком долго',
    });
    const placed = await pair.wolt.createOrder();
    await placed.delivery;
    await drainDueJobs(pair.app);
    const row = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const created = { id: row.id, orderId: placed.orderId };
    const bad = await world.getOrder(created.id);
    expect(bad).toMatchObject({
      stateId: OrderState.BAD,
      posError: 'Общая смена открыта слишком долго [r_keeper: shiftTooLong]',
    });
    const job = await handoverJob(created.id);
    expect(job.status).toBe('pending');
    expect(Date.parse(job.run_at) - pair.app.clock.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(bad.posRetryAt) - pair.app.clock.now()).toBeGreaterThan(9 * 60_000);
    const tries = world.callsOf('CreateOrder').length;
    await pair.app.ctx.worker.runDue();
    expect(world.callsOf('CreateOrder')).toHaveLength(tries);

    world.rk.clearFaults();
    pair.app.clock.advance(10 * 60_000 + 1_000);
    await drainJobs(pair.app);
    expect(await world.getOrder(created.id)).toMatchObject({
      stateId: OrderState.GOOD,
      isCreatedInRKeeper: true,
    });
    expect(checksOf(created.orderId)).toHaveLength(1);
  });

  it('3444 (guest count): a refused request is shown once, not retried; a person’s Retry makes the check', async () => {
    world.rk.addFault({
      fault: 'status-error',
      command: 'CreateOrder',
      times: 1,
      errorN: 3444,
      errorText: 'Guest count cannot be zero',
    });
    const order = await receiveWoltOrder(pair);
    expect(await world.getOrder(order.id)).toMatchObject({
      stateId: OrderState.BAD,
      posError: 'Guest count cannot be zero [r_keeper: guestCount]',
      posRetryAt: null,
    });
    expect((await handoverJob(order.id)).status).toBe('dead');
    pair.app.clock.advance(60 * 60_000);
    await drainJobs(pair.app);
    expect(checksOf(order.orderId)).toHaveLength(0);

    // The clock moved past the first token's life.
    const fresh = bearer((await signIn(pair.app)).accessToken);
    const retry = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: fresh,
      payload: { id: order.id },
    });
    expect(retry.statusCode).toBe(200);
    await drainJobs(pair.app);
    const after = await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: fresh });
    expect(after.json()).toMatchObject({ stateId: OrderState.GOOD, posError: null });
    expect(checksOf(order.orderId)).toHaveLength(1);
  });
});
