import { OrderStatus } from '@orderdesk/contracts';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoltSimulator, type BoltSimulator } from '../../../tools/src/bolt';
import { createFudySimulator, type FudySimulator } from '../../../tools/src/fudy';
import { clockIso } from '../src/clock';
import {
  baseUrl,
  bearer,
  drainJobs,
  seedVenue,
  signIn,
  startTestApp,
  type TestApp,
} from './support/test-app';

const BOLT = {
  providerId: 'bolt-provider-sim-1',
  integratorId: 'orderdesk-integrator-7',
  hmacSecret: 'bolt-hmac-secret-91ab',
  webhookUser: 'bolt-hooks',
  webhookPassword: 'bolt-basic-5521',
};
const FUDY = {
  restaurantId: 'fudy-rest-sim-1',
  apiKey: 'fudy-api-key-44',
  webhookSecret: 'fudy-hook-secret-77',
};

let app: TestApp;
let bolt: BoltSimulator;
let fudy: FudySimulator;
let token: string;

async function connect(
  venueId: number,
  platform: 'bolt' | 'fudy',
  externalId: string,
  options: object,
  secrets: object,
) {
  const now = clockIso(app.clock);
  await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform,
      external_venue_id: externalId,
      api_key: null,
      options: JSON.stringify(options),
      secrets: app.ctx.secrets.seal(JSON.stringify(secrets)),
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  bolt = createBoltSimulator({ ...BOLT, webhookBaseUrl: 'http://127.0.0.1:9' });
  fudy = createFudySimulator({ ...FUDY, webhookUrl: 'http://127.0.0.1:9' });
  const boltUrl = await bolt.listen(0);
  const fudyUrl = await fudy.listen(0);
  app = await startTestApp({ BOLT_API_URL: boltUrl }, undefined, { listen: true });
  const venueId = await seedVenue(app, { name: 'Four platforms' });
  await connect(
    venueId,
    'bolt',
    BOLT.providerId,
    { integratorId: BOLT.integratorId, webhookUser: BOLT.webhookUser },
    { hmacSecret: BOLT.hmacSecret, webhookPassword: BOLT.webhookPassword },
  );
  await connect(
    venueId,
    'fudy',
    FUDY.restaurantId,
    { apiUrl: fudyUrl },
    { apiKey: FUDY.apiKey, webhookSecret: FUDY.webhookSecret },
  );
  token = (await signIn(app)).accessToken;
}, 30_000);
afterAll(async () => {
  await bolt.close();
  await fudy.close();
  await app.close();
});

function act(path: 'accept' | 'ready' | 'picked-up' | 'reject', payload: Record<string, unknown>) {
  return app.app.inject({ method: 'PATCH', url: `/api/orders/${path}`, headers: bearer(token), payload });
}

async function orderIdOf(platform: string, platformOrderId: string) {
  const row = await app.ctx.db.kysely
    .selectFrom('orders')
    .select(['id', 'status_id', 'platform_error'])
    .where('platform', '=', platform)
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('Bolt Food order calls', () => {
  it('an order from the simulated Bolt is accepted, made ready and picked up, each call signed over its exact bytes', async () => {
    const sim = createBoltSimulator({ ...BOLT, webhookBaseUrl: `${baseUrl(app)}/api/webhooks/bolt` });
    const created = await sim.createOrder({ orderId: 'bolt-7001' });
    expect(created.status).toBe(200);
    const order = await orderIdOf('bolt', 'bolt-7001');

    expect((await act('accept', { id: order.id, cookingTimeInMinutes: 20 })).statusCode).toBe(200);
    await drainJobs(app);
    expect((await act('ready', { id: order.id })).statusCode).toBe(200);
    await drainJobs(app);
    expect((await act('picked-up', { id: order.id, isForce: false })).statusCode).toBe(200);
    await drainJobs(app);

    const calls = bolt.calls.filter(
      (c) => (c.body as { order_id?: string } | null)?.order_id === 'bolt-7001',
    );
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['POST', '/genericClient/acceptOrder', 200],
      ['POST', '/genericClient/markOrderAsReadyForPickup', 200],
      ['POST', '/genericClient/markOrderAsPickedUp', 200],
    ]);
    for (const call of calls) {
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['x-external-integrator-id']).toBe(BOLT.integratorId);
      expect(call.headers['x-server-authorization-hmac-sha256']).toBe(
        createHmac('sha256', BOLT.hmacSecret).update(call.rawBody).digest('base64'),
      );
    }
    const accept = calls[0]!.body as Record<string, unknown>;
    expect(accept).toMatchObject({
      order_id: 'bolt-7001',
      provider_id: BOLT.providerId,
      preparation_time_minutes: 20,
    });
    expect(Date.parse(accept['ready_at'] as string)).not.toBeNaN();
    expect(calls[1]!.rawBody).toBe(JSON.stringify({ order_id: 'bolt-7001', provider_id: BOLT.providerId }));
    expect((await orderIdOf('bolt', 'bolt-7001')).platform_error).toBeNull();
  });

  it('a reject reaches Bolt with its reason; a failing Bolt leaves the error on the order after the retries', async () => {
    const sim = createBoltSimulator({ ...BOLT, webhookBaseUrl: `${baseUrl(app)}/api/webhooks/bolt` });
    await sim.createOrder({ orderId: 'bolt-7002' });
    await sim.createOrder({ orderId: 'bolt-7003' });
    const rejected = await orderIdOf('bolt', 'bolt-7002');
    expect((await act('reject', { id: rejected.id, reason: 'Out of dough' })).statusCode).toBe(200);
    await drainJobs(app);
    const reject = bolt.calls.find((c) => c.path === '/genericClient/rejectOrder');
    expect(reject?.rawBody).toBe(
      JSON.stringify({ order_id: 'bolt-7002', provider_id: BOLT.providerId, reason: 'Out of dough' }),
    );

    const failing = await orderIdOf('bolt', 'bolt-7003');
    bolt.failNext(100, 503);
    expect((await act('accept', { id: failing.id, cookingTimeInMinutes: 10 })).statusCode).toBe(200);
    await drainJobs(app, 400);
    bolt.failNext(0, 500);
    const after = await orderIdOf('bolt', 'bolt-7003');
    expect(after.status_id).toBe(OrderStatus.PRODUCTION);
    expect(after.platform_error).toMatch(/^Accept did not reach the platform/);
  });
});

describe('Fudy order calls', () => {
  it('an order from the simulated Fudy is accepted and rejected at the connection apiUrl with the Bearer key', async () => {
    const sim = createFudySimulator({ ...FUDY, webhookUrl: `${baseUrl(app)}/api/webhooks/fudy` });
    expect((await sim.createOrder({ orderId: 'fudy-9001' })).status).toBe(200);
    expect((await sim.createOrder({ orderId: 'fudy-9002' })).status).toBe(200);
    const accepted = await orderIdOf('fudy', 'fudy-9001');
    const rejected = await orderIdOf('fudy', 'fudy-9002');
    expect((await act('accept', { id: accepted.id, cookingTimeInMinutes: 15 })).statusCode).toBe(200);
    expect((await act('reject', { id: rejected.id, reason: 'Kitchen closed' })).statusCode).toBe(200);
    await drainJobs(app);

    const accept = fudy.calls.find((c) => c.path === '/orders/fudy-9001/accept');
    expect(accept).toMatchObject({
      method: 'POST',
      status: 200,
      headers: { authorization: `Bearer ${FUDY.apiKey}`, 'content-type': 'application/json' },
    });
    expect(Object.keys(accept!.body as object)).toEqual(['ready_at']);
    const reject = fudy.calls.find((c) => c.path === '/orders/fudy-9002/reject');
    expect(reject).toMatchObject({ method: 'POST', status: 200, body: { reason: 'Kitchen closed' } });
  });
});
