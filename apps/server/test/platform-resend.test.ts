import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, drainJobs, signIn } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

/** A platform call that does not get through shows on the order at once and can be sent again. */
let pair: WoltPair;
let token: string;
beforeAll(async () => {
  pair = await startWithWolt();
  token = (await signIn(pair.app)).accessToken;
});
afterAll(() => pair.close());

const patch = (url: string, payload: object) =>
  pair.app.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
const getOrder = async (id: number) =>
  (await pair.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) })).json();
const accepts = (orderId: string) =>
  pair.wolt.calls
    .filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/accept`)
    .map((c) => c.status);

describe('PATCH /api/orders/resend', () => {
  it('shows a refused accept on the order and sends it again on request', async () => {
    const order = await receiveWoltOrder(pair);
    pair.wolt.failNext(1, 404);
    expect((await patch('/api/orders/accept', { id: order.id, cookingTimeInMinutes: 15 })).statusCode).toBe(
      200,
    );
    await drainJobs(pair.app);
    expect(await getOrder(order.id)).toMatchObject({
      statusId: 2,
      platformFailedAction: 'accept',
      platformError: expect.stringMatching(/^Accept/),
    });

    const resent = await patch('/api/orders/resend', { id: order.id });
    expect(resent.statusCode).toBe(200);
    await drainJobs(pair.app);
    expect(await getOrder(order.id)).toMatchObject({ platformFailedAction: null, platformError: null });
    expect(accepts(order.orderId)).toEqual([404, 200]);
    // Nothing left to send: 409.
    expect((await patch('/api/orders/resend', { id: order.id })).statusCode).toBe(409);
  });
});
