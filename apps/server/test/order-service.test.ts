// The people's actions on an order as a service: a migrated database, a clock, a recording board and a
// counting worker (test/support/module-world.ts). No HTTP server, no sockets, no job worker: what the
// action commits is read back from the database.
import { OrderState, OrderStatus, Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { AppError } from '../src/http/app-error';
import type { RequestUser } from '../src/http/request-user';
import { acceptOrder, markOrderReady, rejectOrder } from '../src/modules/orders/orders.service';
import { listAttempts } from '../src/modules/orders/order-attempts';
import {
  PLATFORM_ORDER_ACTION_JOB,
  platformOrderActionJob,
} from '../src/modules/orders/platform-order-action.job';
import { createUser } from '../src/seed/seed';
import { jobRun, moduleWorld, type ModuleWorld } from './support/module-world';
import { insertWoltOrder } from './support/order-rows';
import { insertVenue } from './support/test-app';

let world: ModuleWorld;
let admin: RequestUser;
let venueId: number;
let instanceId: number;
let orderSeq = 0;

beforeAll(async () => {
  world = await moduleWorld();
  const db = world.db.kysely;
  const now = clockIso(world.clock);
  const adminId = await createUser(db, world.clock, {
    userName: 'service-admin',
    password: 'Service-pass-1234',
    role: Role.ADMIN,
  });
  admin = { id: adminId, role: Role.ADMIN, venueId: null };
  venueId = await insertVenue(db, world.clock, { name: 'Service Venue' });
  ({ id: instanceId } = await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: 'service-venue',
      api_key: null,
      secrets: null,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => world.close());

/** A new Wolt home-delivery order on Incoming, as intake stores it. */
async function incomingOrder(): Promise<number> {
  orderSeq += 1;
  return insertWoltOrder(
    world.db.kysely,
    {
      venue_id: venueId,
      platform_instance_id: instanceId,
      platform_order_id: `service-order-${orderSeq}`,
      order_number: String(1000 + orderSeq),
      status_id: OrderStatus.RECEIVED,
      state_id: OrderState.GOOD,
      customer_name: 'Ona',
      amount: 1250,
    },
    clockIso(world.clock),
  );
}

function platformJobsOf(orderId: number) {
  return world.db.kysely
    .selectFrom('jobs')
    .select(['payload', 'run_at'])
    .where('type', '=', PLATFORM_ORDER_ACTION_JOB)
    .execute()
    .then((rows) =>
      rows
        .map((row) => ({
          ...(JSON.parse(row.payload) as { orderId: number; action: string }),
          runAt: row.run_at,
        }))
        .filter((job) => job.orderId === orderId),
    );
}

async function refusal(action: Promise<unknown>): Promise<number | 'not refused'> {
  try {
    await action;
    return 'not refused';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('an order action as a service', () => {
  it('accept moves the order into production at the clock’s time, with its platform call in the same commit', async () => {
    const orderId = await incomingOrder();
    world.clock.advance(7 * 60_000);
    const before = { published: world.published.length, nudges: world.nudges() };

    const accepted = await acceptOrder(world.deps, admin, {
      id: orderId,
      cookingTimeInMinutes: 20,
      isForce: false,
    });

    expect(accepted.statusId).toBe(OrderStatus.PRODUCTION);
    const row = await world.db.kysely
      .selectFrom('orders')
      .select(['status_id', 'accepted_at', 'adjusted_time_minutes', 'version'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status_id: OrderStatus.PRODUCTION, adjusted_time_minutes: 20 });
    // Stamped by the moved clock, not the system's: 7 minutes ahead of real time.
    const aheadOfRealTime = (iso: string | null) => Date.parse(iso ?? '') - Date.now();
    expect(aheadOfRealTime(row.accepted_at)).toBeGreaterThan(6 * 60_000);
    const jobs = await platformJobsOf(orderId);
    expect(jobs).toEqual([expect.objectContaining({ orderId, action: 'accept' })]);
    expect(aheadOfRealTime(jobs[0]?.runAt ?? null)).toBeGreaterThan(6 * 60_000);
    // The boards get the order once, with the version the database has; the worker is nudged.
    expect(world.published.slice(before.published)).toEqual([
      expect.objectContaining({ id: orderId, statusId: OrderStatus.PRODUCTION, version: row.version }),
    ]);
    expect(world.nudges()).toBe(before.nudges + 1);
    const audit = await world.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .execute();
    expect(audit).toEqual([{ action: 'order.accept', user_id: admin.id }]);
  });

  it('of two people accepting one order at the same moment, one wins and the platform hears one accept', async () => {
    const orderId = await incomingOrder();
    const publishedBefore = world.published.length;

    const outcomes = await Promise.all(
      [15, 25].map((minutes) =>
        refusal(
          acceptOrder(world.deps, admin, { id: orderId, cookingTimeInMinutes: minutes, isForce: false }),
        ),
      ),
    );

    expect(outcomes.toSorted()).toEqual([409, 'not refused']);
    expect((await platformJobsOf(orderId)).map((job) => job.action)).toEqual(['accept']);
    expect(world.published.slice(publishedBefore).map((order) => order.id)).toEqual([orderId]);
  });

  it('reject after accept is refused and starts nothing; ready after accept tells the platform', async () => {
    const orderId = await incomingOrder();
    await acceptOrder(world.deps, admin, { id: orderId, cookingTimeInMinutes: 10, isForce: false });

    expect(await refusal(rejectOrder(world.deps, admin, { id: orderId, reason: 'Too late' }))).toBe(409);
    const ready = await markOrderReady(world.deps, admin, orderId);

    expect(ready.statusId).toBe(OrderStatus.READY);
    expect((await platformJobsOf(orderId)).map((job) => job.action)).toEqual(['accept', 'ready']);
  });

  it('an order of a venue the caller does not work at is not found', async () => {
    const orderId = await incomingOrder();
    const operatorElsewhere: RequestUser = { id: admin.id, role: Role.OPERATOR, venueId: venueId + 1000 };

    expect(
      await refusal(
        acceptOrder(world.deps, operatorElsewhere, { id: orderId, cookingTimeInMinutes: 10, isForce: false }),
      ),
    ).toBe(404);
    expect(await platformJobsOf(orderId)).toEqual([]);
  });
});

describe("a platform call's job when the call is no longer wanted", () => {
  const run = (orderId: number, action: 'accept' | 'pickupCompleted') =>
    platformOrderActionJob(world.deps).run({ orderId, action }, jobRun(0, 1));
  const attemptsOf = (orderId: number) => listAttempts(world.db.kysely, orderId);

  it('sends and writes down nothing for an accept of an order that ended first', async () => {
    const orderId = await incomingOrder();
    await rejectOrder(world.deps, admin, { id: orderId, reason: 'Closed' });

    await run(orderId, 'accept');

    expect(await attemptsOf(orderId)).toEqual([]);
  });

  it('writes down why a call the platform does not have was not sent, and sends nothing', async () => {
    // Wolt hears of a pick-up only for takeaway: this home delivery's is not Wolt's to hear.
    const orderId = await incomingOrder();

    await run(orderId, 'pickupCompleted');

    expect(await attemptsOf(orderId)).toEqual([
      expect.objectContaining({
        target: 'platform',
        operation: 'wolt pickupCompleted',
        ok: false,
        error: 'Not sent: Wolt has no such call for this order',
      }),
    ]);
  });
});
