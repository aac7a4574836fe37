import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RkeeperSimulator } from '../../../tools/src/rkeeper';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs } from './support/test-app';
import type { WoltPair } from './support/wolt-fixture';

/**
 * The till is down while a rush of orders arrives, then comes back: no order is given up, none waits
 * unanswered until its platform cancels it, and each reaches the till exactly once.
 */
let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let token: string;
beforeAll(async () => {
  world = await startRkeeperWorld({});
  ({ pair, rk, token } = world);
});
afterAll(() => world.close());

const ORDERS = 50;

/**
 * `rounds` times over, the retries' next tries come due (time moves on, as in a ten-minute outage) and
 * every due job runs.
 */
async function runJobs(rounds: number): Promise<void> {
  const { kysely } = pair.app.ctx.db;
  for (let i = 0; i < rounds; i++) {
    await kysely
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('type', '=', 'pos.handover')
      .where('status', '=', 'pending')
      .execute();
    // The worker takes ten jobs at a time.
    for (let batch = 0; batch < ORDERS / 10; batch++) await pair.app.ctx.worker.runDue();
  }
}

describe('r_keeper down during a rush, then back', () => {
  it('keeps retrying every hand-over, lets auto-accept answer the platform, and writes one check per order', async () => {
    const { kysely } = pair.app.ctx.db;
    const settings = await pair.app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: { id: pair.venueId, settings: { isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 60 } },
    });
    expect(settings.statusCode).toBe(200);
    rk.addFault({ fault: 'down' });

    const created = [];
    for (let i = 0; i < ORDERS; i++) {
      const order = await pair.wolt.createOrder();
      await order.delivery;
      created.push(order);
    }
    // Many rounds of retries while the till stays down: more tries than any fixed attempt limit.
    await runJobs(6);
    const orders = await kysely
      .selectFrom('orders')
      .selectAll()
      .where('venue_id', '=', pair.venueId)
      .execute();
    expect(orders).toHaveLength(ORDERS);
    for (const order of orders) {
      expect(order).toMatchObject({ state_id: 2, is_created_in_rkeeper: 0 });
      expect(order.pos_error).toMatch(/cannot be reached/);
      expect(order.pos_retry_at).not.toBeNull();
    }
    const handovers = await kysely
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('type', '=', 'pos.handover')
      .execute();
    expect(handovers).toHaveLength(ORDERS);
    expect(handovers.every((job) => job.status === 'pending')).toBe(true);
    // Past the attempt limit other jobs have here (JOB_MAX_ATTEMPTS 3), and still waiting for its next try.
    expect(Math.max(...handovers.map((job) => job.attempts))).toBeGreaterThan(3);

    // The acceptance window: auto-accept answers Wolt for every order although the till is still down.
    await kysely
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('type', '=', 'order.auto-accept')
      .execute();
    // The hand-over retries due at the same time share the worker's batches: run until no auto-accept waits.
    for (let round = 0; round < 20; round++) {
      await pair.app.ctx.worker.runDue();
      const waiting = await kysely
        .selectFrom('jobs')
        .select('id')
        .where('type', '=', 'order.auto-accept')
        .where('status', 'in', ['pending', 'running'])
        .executeTakeFirst();
      if (!waiting) break;
    }
    const accepted = await kysely
      .selectFrom('orders')
      .select('status_id')
      .where('venue_id', '=', pair.venueId)
      .execute();
    expect(accepted.every((o) => o.status_id === 2)).toBe(true);

    rk.clearFaults();
    await drainJobs(pair.app, 200);
    const after = await kysely
      .selectFrom('orders')
      .selectAll()
      .where('venue_id', '=', pair.venueId)
      .execute();
    for (const order of after)
      expect(order).toMatchObject({ state_id: 1, is_created_in_rkeeper: 1, pos_error: null });
    const checks = rk.checks();
    expect(checks).toHaveLength(ORDERS);
    expect(new Set(checks.map((c) => c.guid)).size).toBe(ORDERS);
    for (const check of checks) expect(check.sessions).toHaveLength(1);
    for (const order of created) {
      const accepts = pair.wolt.calls.filter(
        (c) => c.method === 'PUT' && c.path === `/orders/${order.orderId}/accept`,
      );
      expect(accepts).toHaveLength(1);
    }
    // Fifty orders through an outage: a busy machine needs more than the default 30 s.
  }, 120_000);
});
