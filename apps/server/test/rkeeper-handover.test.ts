// The hand-over of a platform order to r_keeper, built from the r_keeper module's dependencies
// (test/support/module-world.ts) against the simulated r_keeper of tools/: an order is taken in as
// intake stores it, and the hand-over job it queued is run by calling its handler. What r_keeper
// receives is read from the simulator, what the order became from the database and the boards. The
// HTTP suite (pos-handover.test.ts) keeps Retry, Force, Print, the settings' answers and the scopes.
import { OrderState, Role, ZUpdateVenueRequest, type TOrder } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createRkeeperSimulator,
  dishIdentOf,
  modifierIdentOf,
  type RkeeperSimulator,
} from '../../../tools/src/rkeeper';
import { buildWoltOrder } from '../../../tools/src/wolt/wolt-order-factory';
import type { WoltOrderInput } from '../../../tools/src/wolt/wolt-types';
import type { Database } from '../src/db/schema';
import type { RequestUser } from '../src/http/request-user';
import { ZWoltOrder } from '../src/integrations/platforms/wolt/wolt-payloads';
import { woltToCanonicalOrder } from '../src/integrations/platforms/wolt/wolt-order-mapper';
import { ingestPlatformOrder } from '../src/modules/orders/ingest-order';
import { POS_HANDOVER_JOB } from '../src/modules/orders/pos-requests';
import { posHandoverJob } from '../src/modules/rkeeper/pos-handover.job';
import { updateVenueById } from '../src/modules/venues/venues.service';
import { jobRun, moduleWorld, type ModuleWorld } from './support/module-world';
import { rkXml as xml, rkeeperSettingsFor } from './support/rkeeper-world';
import { insertVenue, insertWoltStore } from './support/test-app';

const STORE = 'rkeeper-handover-store';

let world: ModuleWorld;
let db: Kysely<Database>;
let rk: RkeeperSimulator;
let admin: RequestUser;
let venueId: number;
let instanceId: number;

beforeAll(async () => {
  rk = await createRkeeperSimulator();
  await rk.listen(0);
  world = await moduleWorld();
  db = world.db.kysely;
  admin = await world.user(Role.ADMIN);
  venueId = await insertVenue(db, world.clock, { name: 'Hand-over Venue' });
  instanceId = await insertWoltStore(db, world.clock, venueId, STORE);
  await changeVenue({
    rkeeperSettings: rkeeperSettingsFor(rk, {
      waiterCode: '5',
      prepayCurrencyCode: '12',
      prepayReasonCode: '3',
      commentModifierCode: '999',
    }),
    settings: { posRetryHorizonInHours: 12 },
  });
});
afterAll(async () => {
  await world.close();
  await rk.close();
});
beforeEach(() => rk.reset());

/** An administrator changes the venue, as its settings screen does. */
async function changeVenue(change: Record<string, unknown>): Promise<void> {
  await updateVenueById(world.deps, admin, ZUpdateVenueRequest.parse({ id: venueId, ...change }));
}

/** A Wolt order taken in as intake stores it; the hand-over it queued runs. */
async function receiveOrder(input: WoltOrderInput = {}) {
  const raw = buildWoltOrder({ id: 'venue', name: 'Hand-over Venue', externalVenueId: STORE }, input);
  const canonical = woltToCanonicalOrder(ZWoltOrder.parse(raw));
  await ingestPlatformOrder(world.deps, { id: instanceId, venue_id: venueId, platform: 'wolt' }, canonical);
  const { id } = await db
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', raw.id)
    .executeTakeFirstOrThrow();
  await runHandoverJobs(id);
  return { id, order: raw, orderId: raw.id, orderNumber: raw.order_number };
}

/** Runs the order's pending hand-over jobs as the worker does: a try that fails is tried again. */
async function runHandoverJobs(orderId: number): Promise<void> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('type', '=', POS_HANDOVER_JOB)
    .where('status', '=', 'pending')
    .execute();
  for (const job of jobs) {
    const payload = JSON.parse(job.payload) as { orderId: number };
    if (payload.orderId !== orderId) continue;
    for (let attempt = 1; ; attempt++) {
      try {
        await posHandoverJob(world.deps).run(payload, jobRun(job.id, attempt));
        break;
      } catch (failure) {
        if (attempt >= world.deps.config.JOB_MAX_ATTEMPTS) throw failure;
      }
    }
    // Finished as the worker finishes a job that succeeded: it leaves the table.
    await db.deleteFrom('jobs').where('id', '=', job.id).execute();
  }
}

/** The order as the boards last got it. */
function lastPublished(id: number): TOrder {
  const order = world.published.filter((o) => o.id === id).at(-1);
  if (!order) throw new Error(`order ${id} was never published`);
  return order;
}

const callsOf = (command: string) => rk.calls().filter((c) => c.command === command);

describe('the hand-over of a platform order to r_keeper', () => {
  it('writes one check with the dishes in thousandths, prices ×100, modifiers, comment and prepayment', async () => {
    const order = await receiveOrder({ consumer_comment: 'Be quick, please' });
    const stored = lastPublished(order.id);
    expect(stored).toMatchObject({ stateId: 1, isCreatedInRKeeper: true, posError: null, statusId: 1 });

    expect(rk.checks()).toHaveLength(1);
    const check = rk.checks()[0]!;
    expect(stored.rkeeperGuid).toBe(check.guid);
    expect(stored.rkeeperOrderNumber).toBe(check.orderId);
    expect(check.persistentComment).toBe(`Wolt #${order.orderNumber} ${order.orderId}`);
    expect(check.tableCode).toBe('77');

    const create = xml.parse(callsOf('CreateOrder')[0]!.xml).RK7Query.RK7CMD;
    expect(create.Order.Table.code).toBe('77');
    expect(create.Order.Waiter.code).toBe('5');
    const save = xml.parse(callsOf('SaveOrder')[0]!.xml).RK7Query.RK7CMD;
    expect(save.Order.guid).toBe(check.guid);
    const dishes = save.Session.Dish as {
      id: string;
      quantity: string;
      price: string;
      Modi?: { id?: string; code?: string; count: string; price?: string; openName?: string }[];
    }[];
    expect(dishes).toHaveLength(order.order.items.length);
    order.order.items.forEach((item, i) => {
      const dish = dishes[i]!;
      expect(dish.id).toBe(dishIdentOf(item.pos_id!));
      expect(dish.quantity).toBe(String(item.count * 1000));
      // Wolt's unit price includes the options; each option goes to the check as its own priced Modi.
      const optionsPrice = item.options.reduce((sum, o) => sum + o.price.amount * o.count, 0);
      expect(dish.price).toBe(String(item.item_price.unit_price.amount - optionsPrice));
      const modis = (dish.Modi ?? []).filter((m) => !m.openName);
      expect(modis.map((m) => m.id)).toEqual(item.options.map((o) => modifierIdentOf(o.value_pos_id!)));
      item.options.forEach((o, j) => {
        expect(modis[j]!.count).toBe(String(o.count * item.count));
        expect(modis[j]!.price).toBe(String(o.price.amount));
      });
    });
    expect(dishes[0]!.Modi!.find((m) => m.openName)).toMatchObject({
      code: '999',
      openName: 'Be quick, please',
    });
    expect(save.Session.Prepay).toMatchObject({
      code: '12',
      amount: String(order.order.basket_price.total.amount),
      promised: '1',
    });
    expect(save.Session.Prepay.Reason.code).toBe('3');
    expect(check.sessions[0]!.lines).toHaveLength(order.order.items.length);
  });

  it('a CreateOrder that committed but lost its answer is found again, not written twice', async () => {
    rk.addFault({ fault: 'drop-after-commit', command: 'CreateOrder', times: 1 });
    const order = await receiveOrder();
    expect(rk.checks()).toHaveLength(1);
    expect(callsOf('GetOrderList')).toHaveLength(1);
    expect(callsOf('CreateOrder')).toHaveLength(1);
    expect(lastPublished(order.id)).toMatchObject({
      stateId: OrderState.GOOD,
      isCreatedInRKeeper: true,
      rkeeperGuid: rk.checks()[0]!.guid,
    });
  });

  it('a SaveOrder that committed but lost its answer is not saved twice', async () => {
    rk.addFault({ fault: 'drop-after-commit', command: 'SaveOrder', times: 1 });
    const order = await receiveOrder();
    expect(rk.checks()).toHaveLength(1);
    expect(rk.checks()[0]!.sessions).toHaveLength(1);
    expect(lastPublished(order.id)).toMatchObject({ stateId: OrderState.GOOD, isCreatedInRKeeper: true });
  });

  it('pays the check when isPayOrderEnabled, with the unpaid sum', async () => {
    await changeVenue({ settings: { isPayOrderEnabled: true } });
    try {
      await receiveOrder();
      const pay = xml.parse(callsOf('PayOrder')[0]!.xml).RK7Query.RK7CMD;
      expect(pay.Payment.code).toBe('12');
      expect(rk.checks()[0]!.closed).toBe(true);
    } finally {
      await changeVenue({ settings: { isPayOrderEnabled: false } });
    }
  });

  it("takes its job out with the hand-over's outcome when nothing follows it, and not before a payment", async () => {
    /** Takes an order in and runs its hand-over once; answers whether the job's done mark went with it. */
    async function handOverOnce(): Promise<{ doneWithOutcome: boolean; jobLeft: boolean }> {
      const raw = buildWoltOrder({ id: 'venue', name: 'Hand-over Venue', externalVenueId: STORE }, {});
      const canonical = woltToCanonicalOrder(ZWoltOrder.parse(raw));
      await ingestPlatformOrder(
        world.deps,
        { id: instanceId, venue_id: venueId, platform: 'wolt' },
        canonical,
      );
      const job = await db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where('type', '=', POS_HANDOVER_JOB)
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      let doneWithOutcome = false;
      const context = { ...jobRun(job.id, 1), doneCommitted: () => (doneWithOutcome = true) };
      await posHandoverJob(world.deps).run(JSON.parse(job.payload) as { orderId: number }, context);
      const left = await db.selectFrom('jobs').select('id').where('id', '=', job.id).executeTakeFirst();
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
      return { doneWithOutcome, jobLeft: left !== undefined };
    }

    expect(await handOverOnce()).toEqual({ doneWithOutcome: true, jobLeft: false });
    await changeVenue({ settings: { isPayOrderEnabled: true } });
    try {
      expect(await handOverOnce()).toEqual({ doneWithOutcome: false, jobLeft: true });
    } finally {
      await changeVenue({ settings: { isPayOrderEnabled: false } });
    }
  });
});
