// r_keeper's refusals that its error table knows are counted in the operations report
// (GET /api/reports/operations → posRefusals): by the table's policy and advice, refusals and orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainDueJobs, drainJobs } from './support/test-app';

let world: RkeeperWorld;

beforeAll(async () => {
  world = await startRkeeperWorld();
});
afterAll(() => world.close());

const day = (offsetDays: number) =>
  new Date(world.pair.app.clock.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function operations() {
  const res = await world.pair.app.app.inject({
    url: `/api/reports/operations?period=custom&from=${day(-1)}&to=${day(1)}`,
    headers: bearer(world.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ posRefusals: unknown[] }>();
}

describe('operations report: r_keeper refusals', () => {
  it('is empty while r_keeper refused nothing', async () => {
    expect((await operations()).posRefusals).toEqual([]);
  });

  it('counts each refusal by what r_keeper said, and the orders it hit', async () => {
    const { app, wolt } = world.pair;
    // A closing common shift refuses one order's CreateOrder twice (retried quietly)…
    world.rk.addFault({ fault: 'status-error', command: 'CreateOrder', times: 2, errorN: 2172 });
    const first = await wolt.createOrder();
    await first.delivery;
    for (let i = 0; i < 40 && world.rk.checks().length === 0; i++) {
      await app.ctx.worker.runDue();
      await new Promise((r) => setTimeout(r, 10));
    }
    await drainJobs(app);
    // …then a shift open too long refuses another once (the staff close it; tried again in 10 minutes).
    world.rk.addFault({
      fault: 'status-error',
      command: 'CreateOrder',
      times: 1,
      errorN: 2133,
      errorText: 'Общая смена открыта слишком долго',
    });
    const second = await wolt.createOrder();
    await second.delivery;
    await drainDueJobs(app);
    app.clock.advance(10 * 60_000 + 1_000);
    await drainJobs(app);
    expect(world.rk.checks()).toHaveLength(2);

    expect((await operations()).posRefusals).toEqual([
      { policy: 'transient', advice: 'shiftClosing', refusals: 2, orders: 1 },
      { policy: 'staff', advice: 'shiftTooLong', refusals: 1, orders: 1 },
    ]);
    const kept = await app.ctx.db.kysely.selectFrom('pos_refusals').select('error_number').execute();
    expect(kept.map((r) => r.error_number).sort()).toEqual([2133, 2172, 2172]);
  });
});
