// Wolt answering 5xx for a while: every accept made meanwhile reaches Wolt exactly once after it recovers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, drainJobs, signIn } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
beforeAll(async () => {
  // Enough attempts to outlast the outage; back-off kept short so the test stays quick.
  pair = await startWithWolt({ JOB_MAX_ATTEMPTS: '100', JOB_BACKOFF_BASE_MS: '5', JOB_BACKOFF_MAX_MS: '20' });
});
afterAll(() => pair.close());

describe('a platform outage (5xx for a while)', () => {
  it('delivers every accept exactly once after the platform recovers', async () => {
    const { accessToken } = await signIn(pair.app);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await receiveWoltOrder(pair));

    // The outage: every order action fails with 503 until it is over.
    pair.wolt.failNext(1_000_000, 503);
    for (const order of orders) {
      const res = await pair.app.app.inject({
        method: 'PATCH',
        url: '/api/orders/accept',
        headers: bearer(accessToken),
        payload: { id: order.id, cookingTimeInMinutes: 20 },
      });
      // The operator's accept is taken at once; the platform call is a durable job.
      expect(res.statusCode).toBe(200);
    }
    const acceptCalls = (orderId: string, status?: number) =>
      pair.wolt.calls.filter(
        (c) =>
          c.method === 'PUT' &&
          c.path === `/orders/${orderId}/accept` &&
          (status === undefined || c.status === status),
      );
    // Keep the worker retrying until every accept has failed at least three times.
    const deadline = Date.now() + 20_000;
    while (orders.some((o) => acceptCalls(o.orderId, 503).length < 3)) {
      if (Date.now() > deadline) throw new Error('the accepts were not retried during the outage');
      await pair.app.ctx.worker.runDue();
      await new Promise((r) => setTimeout(r, 5));
    }
    const jobs = await pair.app.ctx.db.kysely.selectFrom('jobs').select(['status']).execute();
    expect(jobs.filter((j) => j.status === 'dead')).toEqual([]);

    pair.wolt.failNext(0, 503); // recovered
    const callsBefore = pair.wolt.calls.length;
    await drainJobs(pair.app, 500);

    for (const order of orders) {
      expect(acceptCalls(order.orderId, 200), order.orderId).toHaveLength(1);
      expect(pair.wolt.getOrder(order.orderId)?.order_status).toBe('production');
    }
    // After the recovery: one call per order and no more.
    expect(pair.wolt.calls.slice(callsBefore).filter((c) => c.method === 'PUT')).toHaveLength(orders.length);
    const stored = await pair.app.ctx.db.kysely
      .selectFrom('orders')
      .select(['status_id', 'platform_error'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(stored.every((o) => o.status_id === 2 && o.platform_error === null)).toBe(true);
  });
});
