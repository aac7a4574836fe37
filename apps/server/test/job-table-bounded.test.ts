// The job table holds the work still to do and the failures to look at, never the work done: a job that
// succeeds leaves it as it finishes (docs/adr/0009), so what the worker and the hand-over look through
// does not grow with the orders behind them. Orders' whole lives here (a Wolt webhook, the fetch, the
// hand-over to the simulated r_keeper, accept, ready, picked up through the API), then the table read.
// Runs on both engines.
import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs } from './support/test-app';
import { receiveWoltOrder } from './support/wolt-fixture';

let world: RkeeperWorld;

beforeAll(async () => {
  world = await startRkeeperWorld();
});
afterAll(() => world.close());

const ORDERS = 8;

async function act(path: string, payload: Record<string, unknown>) {
  const res = await world.pair.app.app.inject({
    method: 'PATCH',
    url: `/api/orders/${path}`,
    headers: bearer(world.token),
    payload,
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  await drainJobs(world.pair.app);
}

/** An order from the Wolt webhook to picked up; answers the order as the API shows it at the end. */
async function wholeLife() {
  const order = await receiveWoltOrder(world.pair, { delivery: { type: 'takeaway' } });
  await act('accept', { id: order.id, cookingTimeInMinutes: 15 });
  await act('ready', { id: order.id });
  await act('picked-up', { id: order.id });
  return world.getOrder(order.id);
}

const jobRows = () =>
  world.pair.app.ctx.db.kysely.selectFrom('jobs').select(['type', 'status']).orderBy('id').execute();

/** `orderdesk_jobs_done_total` of the process, by type. */
async function jobsDone(): Promise<Record<string, number>> {
  const text = (await world.pair.app.app.inject({ url: '/api/metrics' })).body;
  const done: Record<string, number> = {};
  for (const [, type, count] of text.matchAll(/^orderdesk_jobs_done_total\{type="([^"]+)"\} (\d+)$/gm))
    done[type!] = Number(count);
  return done;
}

describe('the job table', () => {
  it('holds no job of orders whose life is over: each finished job left it and was counted', async () => {
    const before = await jobsDone();
    const lives = [];
    for (let i = 0; i < ORDERS; i++) lives.push(await wholeLife());

    // Every order lived its whole life: in r_keeper once, picked up.
    expect(lives.map((o) => [o.statusId, o.isCreatedInRKeeper])).toEqual(
      lives.map(() => [OrderStatus.PICKEDUP, true]),
    );
    expect(world.callsOf('CreateOrder')).toHaveLength(ORDERS);
    // Its jobs ran and left: none done, none open, none dead.
    expect(await jobRows()).toEqual([]);
    const after = await jobsDone();
    const ran = (type: string) => (after[type] ?? 0) - (before[type] ?? 0);
    expect(ran('platform.order-ping')).toBe(ORDERS);
    expect(ran('pos.handover')).toBe(ORDERS);
    expect(ran('platform.order-action')).toBeGreaterThanOrEqual(3 * ORDERS);
  });

  it('keeps a job that failed for good, with its error, where people look for it', async () => {
    const order = await receiveWoltOrder(world.pair, { delivery: { type: 'takeaway' } });
    world.pair.wolt.failNext(10, 503);
    await act('accept', { id: order.id, cookingTimeInMinutes: 15 });
    world.pair.wolt.failNext(0, 503);

    const rows = await world.pair.app.ctx.db.kysely
      .selectFrom('jobs')
      .select(['type', 'status', 'last_error'])
      .execute();
    expect(rows).toMatchObject([{ type: 'platform.order-action', status: 'dead' }]);
    expect(rows[0]!.last_error).toMatch(/HTTP 503/);
    expect((await world.getOrder(order.id)).platformError).toMatch(/Accept did not reach the platform/);
  });
});
