// Every r_keeper call is written down before it is sent: a call under way shows in the attempt log,
// and a hand-over run again after a crash asks r_keeper before creating or saving anything.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RkeeperSimulator } from '../../../tools/src/rkeeper';
import { adapterOf } from '../src/integrations/platforms/platform-adapters';
import { enqueueHandover } from '../src/modules/orders/pos-requests';
import { UNANSWERED_CALL } from '../src/modules/orders/order-attempts';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;

beforeAll(async () => {
  world = await startRkeeperWorld();
  ({ pair, rk } = world);
});
afterAll(() => world.close());
beforeEach(() => rk.reset());

async function attemptsOf(
  orderId: number,
): Promise<{ operation: string; ok: boolean; error: string | null }[]> {
  const res = await pair.app.app.inject({
    url: `/api/orders/${orderId}/attempts`,
    headers: bearer(world.token),
  });
  return res.json();
}

/** The order stored for a platform order id. */
function storedOrder(platformOrderId: string): Promise<{ id: number }> {
  return pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirstOrThrow();
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

describe('the attempt log of r_keeper calls', () => {
  it('holds a call while r_keeper is still answering it, and completes it with the answer', async () => {
    rk.addFault({ fault: 'slow', command: 'CreateOrder', delayMs: 400, times: 1 });
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const handing = drainJobs(pair.app);
    await until(() => world.callsOf('CreateOrder').length === 1);
    const order = await storedOrder(created.orderId);

    const during = await attemptsOf(order.id);
    expect(during.find((a) => a.operation === 'CreateOrder')).toMatchObject({
      ok: false,
      error: UNANSWERED_CALL,
    });

    await handing;
    const after = await attemptsOf(order.id);
    expect(after.filter((a) => a.operation === 'CreateOrder')).toEqual([
      expect.objectContaining({ ok: true, error: null }),
    ]);
  });

  it('writes a read down once, with its answer, in the write that follows it', async () => {
    rk.addFault({ fault: 'slow', command: 'GetOrderMenu', delayMs: 400, times: 1 });
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const handing = drainJobs(pair.app);
    await until(() => world.callsOf('GetOrderMenu').length === 1);
    const order = await storedOrder(created.orderId);
    // A read changes nothing in r_keeper: there is nothing for a crash to leave behind, so no row yet.
    expect(await attemptsOf(order.id)).toEqual([]);

    await handing;
    // Newest first: the read answered, ahead of the calls that followed it.
    expect((await attemptsOf(order.id)).map((a) => [a.operation, a.ok, a.error])).toEqual([
      ['SaveOrder', true, null],
      ['CreateOrder', true, null],
      ['GetOrderMenu', true, null],
    ]);
  });

  it("keeps a read's failure when r_keeper could not be reached, and the try after it", async () => {
    // Twice: a read that finds its kept-open connection cut is sent again at once on a new one.
    rk.addFault({ fault: 'down', command: 'GetOrderMenu', times: 2 });
    const created = await pair.wolt.createOrder();
    await created.delivery;
    await drainJobs(pair.app);
    const order = await storedOrder(created.orderId);
    const reads = (await attemptsOf(order.id)).filter((a) => a.operation === 'GetOrderMenu');
    // A read carried out changes nothing: its failure says only that r_keeper was not reached.
    expect(reads[0]).toMatchObject({ ok: true, error: null });
    expect(reads.slice(1).map((a) => [a.ok, a.error])).toContainEqual([
      false,
      'The cash server cannot be reached: socket hang up',
    ]);
    expect(reads.filter((a) => a.error?.includes('may have been carried out'))).toEqual([]);
    expect(world.callsOf('SaveOrder')).toHaveLength(1);
  });

  it("keeps CreateOrder's check on the order before SaveOrder reaches r_keeper", async () => {
    rk.addFault({ fault: 'slow', command: 'SaveOrder', delayMs: 400, times: 1 });
    const created = await pair.wolt.createOrder();
    await created.delivery;
    const handing = drainJobs(pair.app);
    await until(() => world.callsOf('SaveOrder').length === 1);
    const order = await storedOrder(created.orderId);

    const check = rk.checks().at(-1)!;
    const during = await pair.app.app.inject({
      url: `/api/orders/${order.id}`,
      headers: bearer(world.token),
    });
    expect(during.json()).toMatchObject({ rkeeperGuid: check.guid });
    expect((await attemptsOf(order.id)).find((a) => a.operation === 'SaveOrder')).toMatchObject({
      ok: false,
      error: UNANSWERED_CALL,
    });
    await handing;
  });

  it('finds the check of a CreateOrder answered before a crash that kept no guid, and saves no dish twice', async () => {
    const order = await receiveWoltOrder(pair);
    expect(rk.checks()).toHaveLength(1);
    const guid = rk.checks()[0]!.guid;
    // As after a crash between r_keeper's answers and the write that keeps them on the order.
    await pair.app.ctx.db.kysely
      .updateTable('orders')
      .set({ pos_guid: null, pos_visit_id: null, pos_order_number: null, is_created_in_rkeeper: 0 })
      .where('id', '=', order.id)
      .execute();

    await pair.app.ctx.db.kysely.transaction().execute((trx) => enqueueHandover(pair.app.ctx, trx, order.id));
    await drainJobs(pair.app);

    expect(world.callsOf('CreateOrder')).toHaveLength(1);
    expect(world.callsOf('SaveOrder')).toHaveLength(1);
    expect(rk.checks()).toHaveLength(1);
    expect(rk.checks()[0]!.sessions).toHaveLength(1);
    expect(await world.getOrder(order.id)).toMatchObject({ isCreatedInRKeeper: true, rkeeperGuid: guid });
  });

  it('pays a check once when the answer to a PayOrder it carried out was lost', async () => {
    const setPay = (isPayOrderEnabled: boolean) =>
      pair.app.app.inject({
        method: 'PUT',
        url: '/api/venues',
        headers: bearer(world.token),
        payload: { id: pair.venueId, settings: { isPayOrderEnabled } },
      });
    await setPay(true);
    try {
      rk.addFault({ fault: 'drop-after-commit', command: 'PayOrder', times: 1 });
      const order = await receiveWoltOrder(pair);

      expect(world.callsOf('PayOrder')).toHaveLength(1);
      expect(rk.checks()).toHaveLength(1);
      expect(rk.checks()[0]!.payments).toHaveLength(1);
      expect(rk.checks()[0]!.closed).toBe(true);
      const pay = (await attemptsOf(order.id)).filter((a) => a.operation === 'PayOrder');
      expect(pay).toEqual([expect.objectContaining({ ok: false })]);
      expect(pay[0]!.error).toMatch(/may have been carried out/);
    } finally {
      await setPay(false);
    }
  });
});

describe('the attempt log of platform calls', () => {
  it('holds an accept while the platform has not answered, and completes it with the answer', async () => {
    const order = await receiveWoltOrder(pair);
    const wolt = adapterOf('wolt')!;
    const accept = wolt.accept.bind(wolt);
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    let sent = false;
    const held = vi.spyOn(wolt, 'accept').mockImplementation(async (connection, ref) => {
      sent = true;
      await answered;
      return accept(connection, ref);
    });
    try {
      const res = await pair.app.app.inject({
        method: 'PATCH',
        url: '/api/orders/accept',
        headers: bearer(world.token),
        payload: { id: order.id, cookingTimeInMinutes: 20 },
      });
      expect(res.statusCode).toBe(200);
      const running = drainJobs(pair.app);
      await until(() => sent);
      expect((await attemptsOf(order.id)).find((a) => a.operation === 'wolt accept')).toMatchObject({
        ok: false,
        error: UNANSWERED_CALL,
      });
      answer();
      await running;
    } finally {
      held.mockRestore();
    }
    expect((await attemptsOf(order.id)).filter((a) => a.operation === 'wolt accept')).toEqual([
      expect.objectContaining({ ok: true, error: null }),
    ]);
  });
});
