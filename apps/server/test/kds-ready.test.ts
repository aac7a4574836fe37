// The kitchen's Ready from r_keeper (docs/rkeeper.md, "The kitchen's Ready"): when the simulated
// r_keeper's kitchen display marks every dish of a handed-over order ready, the order goes to Ready
// and Wolt hears Ready once, without anyone touching the board; the poll asks GetOrderList with
// `lastversion` and reads GetOrder only for an order whose version changed. Runs on both engines.
import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainDueJobs } from './support/test-app';

let world: RkeeperWorld;

beforeAll(async () => {
  world = await startRkeeperWorld({ isKdsReadyEnabled: true });
});
afterAll(() => world.close());

const POLL_MS = 15_000;

async function nextPoll() {
  world.pair.app.clock.advance(POLL_MS);
  await drainDueJobs(world.pair.app);
}

const woltReadyCalls = (orderId: string) =>
  world.pair.wolt.calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/ready`);

const pendingPolls = () =>
  world.pair.app.ctx.db.kysely
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', 'pos.kds-poll')
    .where('status', '=', 'pending')
    .execute();

describe("the kitchen's Ready", () => {
  it('is off by default and shown in the venue r_keeper settings once on', async () => {
    const venue = (
      await world.pair.app.app.inject({
        url: `/api/venues/${world.pair.venueId}`,
        headers: bearer(world.token),
      })
    ).json<{ rkeeperSettings: { isKdsReadyEnabled: boolean } }>();
    expect(venue.rkeeperSettings.isKdsReadyEnabled).toBe(true);
  });

  it('dishes marked ready in r_keeper make the order Ready and Wolt hears Ready once', async () => {
    const { app, wolt } = world.pair;
    const placed = await wolt.createOrder();
    await placed.delivery;
    await drainDueJobs(app);
    const { id } = await app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(await world.getOrder(id)).toMatchObject({ isCreatedInRKeeper: true });
    const accepted = await app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(world.token),
      payload: { id, cookingTimeInMinutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    await drainDueJobs(app);

    // First look: the whole list, then the new order read once; its dishes are only sent to the kitchen.
    const listCalls = () => world.callsOf('GetOrderList').length;
    const orderCalls = () => world.callsOf('GetOrder').length;
    const lists0 = listCalls();
    const orders0 = orderCalls();
    await nextPoll();
    expect(listCalls()).toBe(lists0 + 1);
    expect(orderCalls()).toBe(orders0 + 1);
    expect((await world.getOrder(id)).statusId).toBe(OrderStatus.PRODUCTION);

    // Nothing changed at the till: one GetOrderList with lastversion, answered "No changes", no GetOrder.
    await nextPoll();
    expect(listCalls()).toBe(lists0 + 2);
    expect(orderCalls()).toBe(orders0 + 1);
    expect(world.callsOf('GetOrderList').at(-1)!.xml).toMatch(/lastversion="\d+"/);

    // The cook marks every dish ready on the kitchen display.
    const [check] = world.rk.checks().filter((c) => c.persistentComment.includes(placed.orderId));
    expect(world.rk.markKds({ guid: check!.guid })).toBeGreaterThan(0);
    await nextPoll();
    expect(orderCalls()).toBe(orders0 + 2);
    const order = await world.getOrder(id);
    expect(order).toMatchObject({ statusId: OrderStatus.READY, readyBy: 'pos-kds' });
    expect(woltReadyCalls(placed.orderId).map((c) => c.status)).toEqual([200]);
    expect(wolt.getOrder(placed.orderId)?.order_status).toBe('ready');
    const audit = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'order.kds-ready', user_id: null });

    // Later looks change nothing: Wolt heard Ready once, and the poll stops with nothing to watch.
    world.rk.markKds({ guid: check!.guid, state: 'taken' });
    await nextPoll();
    await nextPoll();
    expect(woltReadyCalls(placed.orderId)).toHaveLength(1);
    expect(await pendingPolls()).toEqual([]);
  });

  it('an order cooked before it was accepted goes Ready once it is in production', async () => {
    const { app, wolt } = world.pair;
    const placed = await wolt.createOrder();
    await placed.delivery;
    await drainDueJobs(app);
    const { id } = await app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const [check] = world.rk.checks().filter((c) => c.persistentComment.includes(placed.orderId));
    world.rk.markKds({ guid: check!.guid });
    await nextPoll();
    expect((await world.getOrder(id)).statusId).toBe(OrderStatus.RECEIVED);
    const accepted = await app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(world.token),
      payload: { id, cookingTimeInMinutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    await drainDueJobs(app);
    await nextPoll();
    expect(await world.getOrder(id)).toMatchObject({ statusId: OrderStatus.READY, readyBy: 'pos-kds' });
    expect(woltReadyCalls(placed.orderId)).toHaveLength(1);
  });
});
