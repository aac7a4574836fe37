import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RkeeperSimulator } from '../../../tools/src/rkeeper';
import { startRkeeperWorld, type RkeeperWorld } from './support/rkeeper-world';
import { bearer, drainJobs } from './support/test-app';
import { receiveWoltOrder, type WoltPair } from './support/wolt-fixture';

let world: RkeeperWorld;
let pair: WoltPair;
let rk: RkeeperSimulator;
let token: string;

beforeAll(async () => {
  world = await startRkeeperWorld({ prepayReasonCode: '3' });
  ({ pair, rk, token } = world);
  const res = await pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: { id: pair.venueId, settings: { posRetryHorizonInHours: 0 } },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => world.close());

const patch = (url: string, id: number) =>
  pair.app.app.inject({ method: 'PATCH', url, headers: bearer(token), payload: { id } });

describe('Retry on a Force-accepted order in Outgoing', () => {
  it('hands the order to r_keeper and keeps it in Outgoing', async () => {
    rk.reset();
    rk.addFault({ fault: 'status-error', command: 'SaveOrder', times: 1, errorText: 'Shift is not open' });
    const order = await receiveWoltOrder(pair);
    expect(await world.getOrder(order.id)).toMatchObject({ statusId: 1, stateId: 2 });

    expect((await patch('/api/orders/force-production', order.id)).statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await world.getOrder(order.id)).toMatchObject({
      statusId: 2,
      stateId: 2,
      isCreatedInRKeeper: false,
    });

    expect((await patch('/api/orders/validate', order.id)).statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await world.getOrder(order.id)).toMatchObject({
      statusId: 2,
      stateId: 1,
      isCreatedInRKeeper: true,
    });
    expect(rk.checks()).toHaveLength(1);
  });

  it('refuses Retry (409) on an Outgoing order already in r_keeper', async () => {
    rk.reset();
    const order = await receiveWoltOrder(pair);
    expect(
      (
        await pair.app.app.inject({
          method: 'PATCH',
          url: '/api/orders/accept',
          headers: bearer(token),
          payload: { id: order.id, cookingTimeInMinutes: 20 },
        })
      ).statusCode,
    ).toBe(200);
    await drainJobs(pair.app);
    expect(await world.getOrder(order.id)).toMatchObject({ statusId: 2, stateId: 1 });
    const res = await patch('/api/orders/validate', order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.general[0]).toMatch(/hand-over failed/);
  });
});
