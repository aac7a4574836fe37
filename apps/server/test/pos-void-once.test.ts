// A void is asked once per check, whoever asks: a reject while the hand-over is writing the check
// leaves the void to one of the hand-over and the void job, never both, and the hand-over stays good.
import { OrderState } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs } from './support/test-app';
import type { WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;

beforeAll(async () => {
  world = await startRkeeperWorld();
  pair = world.pair;
});
afterAll(() => world.close());

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
};

describe('voiding a check', () => {
  it('a reject while SaveOrder is under way voids the check once, and the order keeps no error', async () => {
    world.rk.addFault({ fault: 'slow', command: 'SaveOrder', times: 1, delayMs: 400 });
    const placed = await pair.wolt.createOrder();
    await placed.delivery;
    // The order is stored, then its hand-over starts and waits on the slow SaveOrder.
    const running = (async () => {
      for (let i = 0; i < 5; i++) await pair.app.ctx.worker.runDue();
    })();
    await until(() => world.callsOf('SaveOrder').length === 1);
    const { id } = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const rejected = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/reject',
      headers: bearer(world.token),
      payload: { id, reason: 'Kitchen closed' },
    });
    expect(rejected.statusCode).toBe(200);
    // The void job runs while the hand-over still waits on SaveOrder, and again after it.
    await pair.app.ctx.worker.runDue();
    await running;
    await drainJobs(pair.app);

    const voids = world.callsOf('SaveOrder').filter((c) => c.xml.includes('<Void'));
    expect(voids).toHaveLength(1);
    const [check] = world.rk.checks().filter((c) => c.persistentComment.includes(placed.orderId));
    const standing = check!.sessions.flatMap((s) => s.lines).filter((l) => l.quantity - (l.voided ?? 0) > 0);
    expect(standing).toEqual([]);
    const order = await world.getOrder(id);
    expect(order).toMatchObject({ statusId: 6, stateId: OrderState.GOOD, posError: null });
  });
});
