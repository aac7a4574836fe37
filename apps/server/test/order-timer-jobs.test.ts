// The order's timers (auto-accept, auto picked-up, pre-order and delay release) as their jobs, built from the
// orders module's dependencies (test/support/module-world.ts): a timer is read from the jobs table and
// run by calling its handler at its time. The HTTP suite (order-timers.test.ts) keeps a timer's way from
// a platform's webhook to the platform's call, the restart, and Edit's answers.
import { OrderStatus, Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import type { RequestUser } from '../src/http/request-user';
import {
  autoAcceptJob,
  autoPickUpJob,
  delayReleaseJob,
  preorderReleaseJob,
} from '../src/modules/orders/order-timer.jobs';
import {
  AUTO_ACCEPT_JOB,
  AUTO_PICK_UP_JOB,
  DELAY_RELEASE_JOB,
  PREORDER_RELEASE_JOB,
  preorderReleaseAt,
  startAutoAcceptTimer,
  startPreorderRelease,
} from '../src/modules/orders/order-timers';
import { findOrder, insertOrderOnce } from '../src/modules/orders/orders.repository';
import { acceptOrder, markOrderPickedUp, markOrderReady } from '../src/modules/orders/orders.service';
import { PLATFORM_ORDER_ACTION_JOB } from '../src/modules/orders/platform-order-action.job';
import type { JobRunContext } from '../src/jobs/job-worker';
import { jobRun, moduleWorld, type ModuleWorld } from './support/module-world';
import { woltOrderValues } from './support/order-rows';
import { insertVenue, insertWoltStore } from './support/test-app';

let world: ModuleWorld;
let db: Kysely<Database>;
let admin: RequestUser;
let venueId: number;
let instanceId: number;
let orderSeq = 0;

beforeAll(async () => {
  world = await moduleWorld();
  db = world.db.kysely;
  admin = await world.user(Role.ADMIN);
  venueId = await insertVenue(db, world.clock, { name: 'Timers Venue' });
  instanceId = await insertWoltStore(db, world.clock, venueId, 'timers-venue');
});
afterAll(() => world.close());
beforeEach(() => setVenue({ isOnline: true, settings: {} }));

async function setVenue(venue: { isOnline: boolean; settings: Record<string, unknown> }): Promise<void> {
  await db
    .updateTable('venues')
    .set({ is_online: venue.isOnline ? 1 : 0, settings: JSON.stringify(venue.settings) })
    .where('id', '=', venueId)
    .execute();
}

/** A Wolt order as intake stores it: Incoming, or a pre-order with its pick-up time. */
async function newOrder(fields: { statusId?: number; pickupAt?: string } = {}): Promise<number> {
  orderSeq += 1;
  const row = await db.transaction().execute((trx) =>
    insertOrderOnce(
      trx,
      woltOrderValues(
        {
          venue_id: venueId,
          platform_instance_id: instanceId,
          platform_order_id: `timers-order-${orderSeq}`,
          status_id: fields.statusId ?? OrderStatus.RECEIVED,
          pickup_at: fields.pickupAt ?? null,
        },
        clockIso(world.clock),
      ),
    ),
  );
  if (!row) throw new Error('the order was not inserted');
  return row.id;
}

async function orderRow(id: number) {
  const row = await findOrder(db, id);
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The pending jobs of `type` for the order, with their payloads read. */
async function pendingJobs(type: string, orderId: number) {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'payload', 'run_at'])
    .where('type', '=', type)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({ id: row.id, runAt: row.run_at, payload: JSON.parse(row.payload) }))
    .filter((job) => job.payload.orderId === orderId);
}

/** Starts the order's auto-accept timer as intake does, with the venue's settings of the moment. */
async function startAutoAccept(orderId: number): Promise<void> {
  const row = await orderRow(orderId);
  await db.transaction().execute((trx) => startAutoAcceptTimer(world.deps, trx, row));
}

/** (Re)sets the pre-order's release timer, as intake and Edit do. */
async function startRelease(orderId: number): Promise<void> {
  const row = await orderRow(orderId);
  await db.transaction().execute((trx) => startPreorderRelease(world.deps, trx, row));
}

/** The clock reaches each pending timer of `type` for the order, and its handler runs. */
async function timeComes(
  type: string,
  orderId: number,
  handler: { run(payload: never, ctx: JobRunContext): Promise<void> },
): Promise<void> {
  for (const job of await pendingJobs(type, orderId)) {
    world.clock.advance(Math.max(0, Date.parse(job.runAt) - world.clock.now()));
    await handler.run(job.payload as never, jobRun(job.id, 1));
  }
}

async function auditActions(orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

const AUTO_ACCEPT_IN_10_MINUTES = { isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 600 };

describe('auto-accept', () => {
  it('starts with an incoming order when the venue has it on, due its seconds later; none when off', async () => {
    await setVenue({ isOnline: true, settings: AUTO_ACCEPT_IN_10_MINUTES });
    const timed = await newOrder();
    const before = world.clock.now();
    await startAutoAccept(timed);
    const after = world.clock.now();
    const [timer] = await pendingJobs(AUTO_ACCEPT_JOB, timed);
    // The clock runs with real time: the timer was set between the two readings.
    expect(Date.parse(timer!.runAt)).toBeGreaterThanOrEqual(before + 600_000);
    expect(Date.parse(timer!.runAt)).toBeLessThanOrEqual(after + 600_000);

    await setVenue({ isOnline: true, settings: { isAutoAcceptEnabled: false } });
    const untimed = await newOrder();
    await startAutoAccept(untimed);
    expect(await pendingJobs(AUTO_ACCEPT_JOB, untimed)).toEqual([]);
  });

  it('accepts an incoming order with the default cooking time once its time has come, telling the platform once', async () => {
    await setVenue({ isOnline: true, settings: AUTO_ACCEPT_IN_10_MINUTES });
    const orderId = await newOrder();
    await startAutoAccept(orderId);
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.RECEIVED);

    await timeComes(AUTO_ACCEPT_JOB, orderId, autoAcceptJob(world.deps));
    // insertVenue's venue cooks 15 minutes by default.
    expect(await orderRow(orderId)).toMatchObject({
      status_id: OrderStatus.PRODUCTION,
      adjusted_time_minutes: 15,
    });
    expect(await pendingJobs(PLATFORM_ORDER_ACTION_JOB, orderId)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ action: 'accept' }) }),
    ]);
    expect(await auditActions(orderId)).toEqual(['order.auto-accept']);
    expect(world.published.at(-1)).toMatchObject({ id: orderId, statusId: OrderStatus.PRODUCTION });
  });

  it('does nothing when a person acted first: the platform is told of one accept', async () => {
    await setVenue({ isOnline: true, settings: AUTO_ACCEPT_IN_10_MINUTES });
    const orderId = await newOrder();
    await startAutoAccept(orderId);
    await acceptOrder(world.deps, admin, { id: orderId, cookingTimeInMinutes: 35, isForce: false });

    await timeComes(AUTO_ACCEPT_JOB, orderId, autoAcceptJob(world.deps));
    expect(await orderRow(orderId)).toMatchObject({
      status_id: OrderStatus.PRODUCTION,
      adjusted_time_minutes: 35,
    });
    expect(await pendingJobs(PLATFORM_ORDER_ACTION_JOB, orderId)).toHaveLength(1);
    expect(await auditActions(orderId)).toEqual(['order.accept']);
  });

  it('leaves an order alone while the venue is closed', async () => {
    await setVenue({ isOnline: true, settings: AUTO_ACCEPT_IN_10_MINUTES });
    const orderId = await newOrder();
    await startAutoAccept(orderId);
    await setVenue({ isOnline: false, settings: AUTO_ACCEPT_IN_10_MINUTES });

    await timeComes(AUTO_ACCEPT_JOB, orderId, autoAcceptJob(world.deps));
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.RECEIVED);
    expect(await pendingJobs(PLATFORM_ORDER_ACTION_JOB, orderId)).toEqual([]);
  });
});

describe('auto picked-up', () => {
  it('moves a ready order to picked up at its pick-up time, unless someone picked it up first', async () => {
    await setVenue({ isOnline: true, settings: { isAutoPickedUpEnabled: true } });
    const readyOrder = async () => {
      const id = await newOrder();
      await acceptOrder(world.deps, admin, { id, cookingTimeInMinutes: 30, isForce: false });
      await markOrderReady(world.deps, admin, id);
      return id;
    };

    const first = await readyOrder();
    const acceptedAt = Date.parse((await orderRow(first)).accepted_at!);
    const [timer] = await pendingJobs(AUTO_PICK_UP_JOB, first);
    expect(Date.parse(timer!.runAt)).toBe(acceptedAt + 30 * 60_000);
    expect((await orderRow(first)).status_id).toBe(OrderStatus.READY);
    await timeComes(AUTO_PICK_UP_JOB, first, autoPickUpJob(world.deps));
    expect((await orderRow(first)).status_id).toBe(OrderStatus.PICKEDUP);
    expect(await auditActions(first)).toContain('order.auto-picked-up');

    const second = await readyOrder();
    await markOrderPickedUp(world.deps, admin, { id: second, isForce: false });
    await timeComes(AUTO_PICK_UP_JOB, second, autoPickUpJob(world.deps));
    expect((await orderRow(second)).status_id).toBe(OrderStatus.PICKEDUP);
    expect(await auditActions(second)).not.toContain('order.auto-picked-up');
  });
});

describe('pre-order release', () => {
  it('releases a pre-order to Incoming at pick-up minus its cooking time; a replaced timer stands down', async () => {
    const pickupAt = new Date(world.clock.now() + 3 * 3_600_000).toISOString();
    const orderId = await newOrder({ statusId: OrderStatus.PREORDER, pickupAt });
    await startRelease(orderId);
    const [first] = await pendingJobs(PREORDER_RELEASE_JOB, orderId);
    // The venue's default cooking time (15 minutes) until the order is edited.
    expect(Date.parse(first!.runAt)).toBe(Date.parse(pickupAt) - 15 * 60_000);

    // Edited to 45 minutes: the release moves, and the timer set before finds another time and stands down.
    await db.updateTable('orders').set({ adjusted_time_minutes: 45 }).where('id', '=', orderId).execute();
    await startRelease(orderId);
    const movedAt = Date.parse(pickupAt) - 45 * 60_000;
    expect(await preorderReleaseAt(db, await orderRow(orderId), world.clock.now())).toBe(
      new Date(movedAt).toISOString(),
    );
    await preorderReleaseJob(world.deps).run(first!.payload, jobRun(first!.id, 1));
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.PREORDER);

    const moved = (await pendingJobs(PREORDER_RELEASE_JOB, orderId)).find(
      (job) => Date.parse(job.runAt) === movedAt,
    );
    world.clock.advance(movedAt - world.clock.now());
    await preorderReleaseJob(world.deps).run(moved!.payload, jobRun(moved!.id, 1));
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.RECEIVED);
    expect(await auditActions(orderId)).toEqual(['order.preorder-release']);
  });
});

describe('delay release', () => {
  const DELAY_20_MINUTES = {
    delayOrderSaving: true,
    alwaysDefaultDelayTime: true,
    defaultDelayTimeInMinutes: 20,
  };

  it('saves a delayed order at its time, into production; a timer an Edit replaced stands down', async () => {
    await setVenue({ isOnline: true, settings: DELAY_20_MINUTES });
    const orderId = await newOrder();
    const accepted = await acceptOrder(world.deps, admin, {
      id: orderId,
      cookingTimeInMinutes: 15,
      isForce: false,
    });
    expect(accepted.statusId).toBe(OrderStatus.DELAYED);
    const { delayed_until: until } = await orderRow(orderId);
    const [timer] = await pendingJobs(DELAY_RELEASE_JOB, orderId);
    expect(Date.parse(timer!.runAt)).toBe(Date.parse(until!));

    const replaced = new Date(Date.parse(until!) - 60_000).toISOString();
    await delayReleaseJob(world.deps).run({ orderId, releaseAt: replaced }, jobRun(0, 1));
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.DELAYED);

    await timeComes(DELAY_RELEASE_JOB, orderId, delayReleaseJob(world.deps));
    expect((await orderRow(orderId)).status_id).toBe(OrderStatus.PRODUCTION);
  });

  it('auto-accept of a delayed venue delays too; without a delay setting the order goes straight to production', async () => {
    await setVenue({ isOnline: true, settings: { ...DELAY_20_MINUTES, ...AUTO_ACCEPT_IN_10_MINUTES } });
    const auto = await newOrder();
    await startAutoAccept(auto);
    await timeComes(AUTO_ACCEPT_JOB, auto, autoAcceptJob(world.deps));
    expect((await orderRow(auto)).status_id).toBe(OrderStatus.DELAYED);

    await setVenue({ isOnline: true, settings: {} });
    const plain = await newOrder();
    const accepted = await acceptOrder(world.deps, admin, {
      id: plain,
      cookingTimeInMinutes: 15,
      isForce: false,
    });
    expect(accepted).toMatchObject({ statusId: OrderStatus.PRODUCTION, delayedUntil: null });
  });
});
