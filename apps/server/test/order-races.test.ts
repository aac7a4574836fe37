import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrderRow } from './support/order-rows';
import { bearer, drainJobs, signIn } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

/**
 * Two people at one board, timers and a platform that cancels fast: every race on one order has one
 * winner, the losers get 409, and the platform hears one answer. Run on SQLite and on PostgreSQL,
 * where the requests really run at once on a pool of connections.
 */
let pair: WoltPair;
let token: string;
beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(() => pair.close());

type Act = 'accept' | 'reject' | 'ready' | 'picked-up' | 'force-production' | 'force-reject';

const PAYLOADS: Record<Act, (id: number) => object> = {
  accept: (id) => ({ id, cookingTimeInMinutes: 20 }),
  reject: (id) => ({ id, reason: 'Sold out' }),
  ready: (id) => ({ id }),
  'picked-up': (id) => ({ id, isForce: false }),
  'force-production': (id) => ({ id }),
  'force-reject': (id) => ({ id, reason: 'Till is down' }),
};

function act(action: Act, id: number) {
  return pair.app.app.inject({
    method: 'PATCH',
    url: `/api/orders/${action}`,
    headers: bearer(token),
    payload: PAYLOADS[action](id),
  });
}

/** The calls Wolt received for one of its orders, by their last path segment (accept, reject, …). */
function woltCalls(orderId: string): string[] {
  return pair.wolt.calls
    .filter((c) => c.method === 'PUT' && c.path.startsWith(`/orders/${orderId}/`))
    .map((c) => c.path.split('/').at(-1)!);
}

async function statusOf(id: number): Promise<number> {
  const res = await pair.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) });
  return (res.json() as { statusId: number }).statusId;
}

/** `actions` all at once on one order: the answers' status codes. */
async function race(id: number, actions: Act[]): Promise<number[]> {
  const answers = await Promise.all(actions.map((a) => act(a, id)));
  return answers.map((r) => r.statusCode);
}

const tally = (codes: number[]) => ({
  won: codes.filter((c) => c === 200).length,
  refused: codes.filter((c) => c === 409).length,
});

describe('one winner per race on an order', () => {
  it('10 simultaneous accepts: one 200, nine 409, one accept at Wolt', async () => {
    const order = await receiveWoltOrder(pair);
    const codes = await race(order.id, Array<Act>(10).fill('accept'));
    expect(tally(codes)).toEqual({ won: 1, refused: 9 });
    await drainJobs(pair.app);
    expect(woltCalls(order.orderId)).toEqual(['accept']);
  });

  it('accept and reject at the same moment: one of them wins, and Wolt hears only that one', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await receiveWoltOrder(pair);
      const codes = await race(order.id, [
        'accept',
        'reject',
        'accept',
        'reject',
        'accept',
        'reject',
        'accept',
        'reject',
        'accept',
        'reject',
      ]);
      expect(tally(codes)).toEqual({ won: 1, refused: 9 });
      await drainJobs(pair.app);
      const calls = woltCalls(order.orderId);
      expect(calls).toHaveLength(1);
      expect(await statusOf(order.id)).toBe(calls[0] === 'accept' ? 2 : 6);
    }
  });

  it('10 simultaneous Ready and then 10 Pick-ups: one winner each', async () => {
    const order = await receiveWoltOrder(pair, { delivery: { type: 'takeaway' } });
    expect((await act('accept', order.id)).statusCode).toBe(200);
    expect(tally(await race(order.id, Array<Act>(10).fill('ready')))).toEqual({ won: 1, refused: 9 });
    expect(tally(await race(order.id, Array<Act>(10).fill('picked-up')))).toEqual({ won: 1, refused: 9 });
    await drainJobs(pair.app);
    const calls = woltCalls(order.orderId);
    expect(calls.filter((c) => c === 'ready')).toHaveLength(1);
    expect(calls.filter((c) => c === 'accept')).toHaveLength(1);
  });

  it('Force, force-reject and Reject of one order whose hand-over failed: one winner, one answer to Wolt', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await receiveWoltOrder(pair);
      await setOrderRow(pair.app.ctx.db.kysely, order.id, {
        state_id: 2,
        pos_error: 'r_keeper cannot be reached',
      });
      const codes = await race(order.id, [
        'force-production',
        'force-reject',
        'reject',
        'force-production',
        'force-reject',
        'reject',
        'force-production',
        'force-reject',
        'reject',
        'accept',
      ]);
      expect(tally(codes)).toEqual({ won: 1, refused: 9 });
      await drainJobs(pair.app);
      const calls = woltCalls(order.orderId);
      expect(calls).toHaveLength(1);
      expect(await statusOf(order.id)).toBe(calls[0] === 'accept' ? 2 : 6);
    }
  });

  it('a platform cancellation raced by accepts: the order always ends cancelled', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await receiveWoltOrder(pair);
      const [, codes] = await Promise.all([
        pair.wolt.cancelOrder(order.orderId),
        race(order.id, Array<Act>(5).fill('accept')),
      ]);
      expect(tally(codes).won).toBeLessThanOrEqual(1);
      await drainJobs(pair.app);
      expect(await statusOf(order.id)).toBe(6);
    }
  });

  it('the sales roll-up moves only with the winning accept', async () => {
    const { kysely } = pair.app.ctx.db;
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await receiveWoltOrder(pair));
    await Promise.all(orders.map((o) => race(o.id, Array<Act>(10).fill('accept'))));
    await drainJobs(pair.app);
    const rolled = await sql<{ orders: number; minor: number }>`
      SELECT COALESCE(SUM(orders), 0) AS orders, COALESCE(SUM(minor), 0) AS minor
      FROM report_sales_days WHERE venue_id = ${pair.venueId}`.execute(kysely);
    const actual = await sql<{ orders: number; minor: number }>`
      SELECT COUNT(*) AS orders, COALESCE(SUM(amount), 0) AS minor
      FROM orders WHERE venue_id = ${pair.venueId} AND status_id NOT IN (1, 6, 7)`.execute(kysely);
    expect(Number(rolled.rows[0]!.orders)).toBe(Number(actual.rows[0]!.orders));
    expect(Number(rolled.rows[0]!.minor)).toBe(Number(actual.rows[0]!.minor));
  });
});
