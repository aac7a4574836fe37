// The retry horizon of a failing hand-over counts on our clock: from when the order reached us, and
// for a pre-order from its due time; a person's Retry always makes at least one try. Run on SQLite
// and PostgreSQL (TEST_DB).
import { OrderState } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs, signIn } from './support/test-app';
import type { WoltPair } from './support/wolt-fixture';

const HOUR = 3_600_000;
let world: RkeeperWorld;
let pair: WoltPair;

beforeAll(async () => {
  world = await startRkeeperWorld();
  pair = world.pair;
  const horizon = await pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(world.token),
    payload: { id: pair.venueId, settings: { posRetryHorizonInHours: 12 } },
  });
  expect(horizon.statusCode).toBe(200);
});
afterAll(() => world.close());

/** Runs what is due once, as the worker's loop would, and lets a retry's short back-off pass. */
async function runDueOnce() {
  await pair.app.ctx.worker.runDue();
  await new Promise((r) => setTimeout(r, 40));
}

async function orderRow(platformOrderId: string) {
  return pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select(['id', 'state_id', 'pos_error', 'is_created_in_rkeeper'])
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirstOrThrow();
}

describe('the retry horizon of a failing hand-over', () => {
  it('a pre-order placed two days ahead keeps trying past its creation and our receipt until its due time', async () => {
    world.rk.addFault({ fault: 'down' });
    const now = pair.app.clock.now();
    const due = new Date(now + 24 * HOUR).toISOString();
    const placed = await pair.wolt.createOrder({
      type: 'preorder',
      created_at: new Date(now - 48 * HOUR).toISOString(),
      pre_order: { preorder_time: due, pre_order_status: 'waiting', time: due, status: 'waiting' },
    } as Parameters<WoltPair['wolt']['createOrder']>[0]);
    await placed.delivery;
    await runDueOnce();
    await runDueOnce();
    const failing = await orderRow(placed.orderId);
    expect(failing.state_id).toBe(OrderState.BAD);
    expect(failing.pos_error).not.toMatch(/Stopped retrying/);

    // 13 hours on: past the platform's creation and our receipt plus 12 hours, before its due time.
    pair.app.clock.advance(13 * HOUR);
    const tries = world.callsOf('GetOrderMenu').length;
    await runDueOnce();
    expect((await orderRow(placed.orderId)).pos_error).not.toMatch(/Stopped retrying/);
    expect(world.callsOf('GetOrderMenu').length).toBeGreaterThan(tries);

    // Past its due time plus 12 hours it stops by itself.
    pair.app.clock.advance(24 * HOUR);
    for (let i = 0; i < 3; i++) await runDueOnce();
    expect((await orderRow(placed.orderId)).pos_error).toMatch(/^Stopped retrying after 12 hours/);
  });

  it('a person’s Retry past the horizon makes one try, even while a retry of the job waits', async () => {
    world.rk.clearFaults();
    world.rk.addFault({ fault: 'down' });
    const placed = await pair.wolt.createOrder();
    await placed.delivery;
    await runDueOnce(); // the order is fetched from Wolt and stored
    const { id } = await orderRow(placed.orderId);
    const waitingRetry = () =>
      pair.app.ctx.db.kysely
        .selectFrom('jobs')
        .select(['attempts'])
        .where('type', '=', 'pos.handover')
        .where('status', '=', 'pending')
        .where('payload', 'like', `%"orderId":${id}%`)
        .executeTakeFirstOrThrow();
    for (let i = 0; i < 20 && (await waitingRetry()).attempts < 2; i++) await runDueOnce();
    expect((await orderRow(placed.orderId)).state_id).toBe(OrderState.BAD);
    const waiting = await waitingRetry();
    expect(waiting.attempts).toBeGreaterThan(1);

    // Two days later r_keeper is back and a person presses Retry before the waiting retry ran.
    pair.app.clock.advance(48 * HOUR);
    world.rk.clearFaults();
    const token = (await signIn(pair.app)).accessToken;
    const retry = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/validate',
      headers: bearer(token),
      payload: { id },
    });
    expect(retry.statusCode).toBe(200);
    await drainJobs(pair.app);
    const done = await orderRow(placed.orderId);
    expect(done).toMatchObject({ state_id: OrderState.GOOD, is_created_in_rkeeper: 1, pos_error: null });
    expect(world.rk.checks().filter((c) => c.persistentComment.includes(placed.orderId))).toHaveLength(1);
  });
});
