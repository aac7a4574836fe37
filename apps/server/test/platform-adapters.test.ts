// The four platforms behind one adapter interface: an order from each lands on one board with its
// payload under its own name, is accepted, and the accept reaches that platform in its own format;
// a platform's "already done" counts as success; a body for a disabled connection stores nothing.
import { createHmac } from 'node:crypto';
import {
  displayAmount,
  PLATFORM_CAPABILITIES,
  PLATFORM_KINDS,
  type TListedOrder,
  type TOrder,
} from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoltSimulator, type BoltSimulator } from '../../../tools/src/bolt';
import { createFudySimulator, type FudySimulator } from '../../../tools/src/fudy';
import { createGlovoSimulator, type GlovoSimulator } from '../../../tools/src/glovo';
import { clockIso } from '../src/clock';
import { PLATFORM_ADAPTERS } from '../src/integrations/platforms/platform-adapters';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import { baseUrl, bearer, drainJobs, signIn, WEBHOOK_SECRET } from './support/test-app';
import { receiveWoltOrder, startWithWolt, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

const GLOVO = {
  storeId: 'glovo-store-4p',
  apiToken: 'glovo-api-4p-0123',
  webhookToken: 'glovo-hook-4p-9876',
};
const BOLT = {
  providerId: 'bolt-provider-4p',
  integratorId: 'orderdesk-int-4p',
  hmacSecret: 'bolt-hmac-4p-55aa',
  webhookUser: 'bolt-4p',
  webhookPassword: 'bolt-4p-pass-8812',
};
const FUDY = { restaurantId: 'fudy-rest-4p', apiKey: 'fudy-key-4p', webhookSecret: 'fudy-hook-4p-31' };

let pair: WoltPair;
let glovo: GlovoSimulator;
let bolt: BoltSimulator;
let fudy: FudySimulator;
let token: string;
const instanceIds: Partial<Record<string, number>> = {};

async function connect(platform: string, externalId: string, options: object, secrets: object) {
  const now = clockIso(pair.app.clock);
  const row = await pair.app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: pair.venueId,
      platform,
      external_venue_id: externalId,
      api_key: null,
      options: JSON.stringify(options),
      secrets: pair.app.ctx.secrets.seal(JSON.stringify(secrets)),
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  instanceIds[platform] = row.id;
}

async function setEnabled(platform: string, enabled: boolean) {
  await pair.app.ctx.db.kysely
    .updateTable('platform_instances')
    .set({ is_enabled: enabled ? 1 : 0 })
    .where('platform', '=', platform)
    .where('venue_id', '=', pair.venueId)
    .execute();
}

async function orderOf(platform: string, platformOrderId: string): Promise<TOrder> {
  const row = await pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform', '=', platform)
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirstOrThrow();
  return (await pair.app.app.inject({ url: `/api/orders/${row.id}`, headers: bearer(token) })).json();
}

async function countOrders(): Promise<number> {
  const { n } = await pair.app.ctx.db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const accept = (id: number, cookingTimeInMinutes = 20) =>
  pair.app.app.inject({
    method: 'PATCH',
    url: '/api/orders/accept',
    headers: bearer(token),
    payload: { id, cookingTimeInMinutes },
  });

/** One order of each platform, placed at its simulator. */
async function oneOrderEach(suffix: string) {
  const wolt = await receiveWoltOrder(pair);
  const glovoOrder = (await glovo.createOrder()).order;
  const boltSender = createBoltSimulator({
    ...BOLT,
    webhookBaseUrl: `${baseUrl(pair.app)}/api/webhooks/bolt`,
  });
  const fudySender = createFudySimulator({ ...FUDY, webhookUrl: `${baseUrl(pair.app)}/api/webhooks/fudy` });
  const boltCreated = await boltSender.createOrder({ orderId: `bolt-${suffix}` });
  const fudyCreated = await fudySender.createOrder({ orderId: `fudy-${suffix}` });
  expect(boltCreated.status).toBe(200);
  expect(fudyCreated.status).toBe(200);
  return {
    wolt: await orderOf('wolt', wolt.orderId),
    glovo: await orderOf('glovo', glovoOrder.order_id),
    bolt: await orderOf('bolt', `bolt-${suffix}`),
    fudy: await orderOf('fudy', `fudy-${suffix}`),
    boltPayload: boltCreated.order,
    fudyPayload: fudyCreated.order,
  };
}

beforeAll(async () => {
  // The simulated Glovo reads its webhook base when it posts: set once our server listens.
  const glovoOptions = { ...GLOVO, webhookBaseUrl: 'http://127.0.0.1:9' };
  glovo = createGlovoSimulator(glovoOptions);
  bolt = createBoltSimulator({ ...BOLT, webhookBaseUrl: 'http://127.0.0.1:9' });
  fudy = createFudySimulator({ ...FUDY, webhookUrl: 'http://127.0.0.1:9' });
  const [glovoUrl, boltUrl, fudyUrl] = await Promise.all([glovo.listen(0), bolt.listen(0), fudy.listen(0)]);
  pair = await startWithWolt({ GLOVO_API_URL: glovoUrl, BOLT_API_URL: boltUrl });
  glovoOptions.webhookBaseUrl = `${baseUrl(pair.app)}/api/webhooks/glovo`;
  await connect('glovo', GLOVO.storeId, {}, { apiToken: GLOVO.apiToken, webhookToken: GLOVO.webhookToken });
  await connect(
    'bolt',
    BOLT.providerId,
    { integratorId: BOLT.integratorId, webhookUser: BOLT.webhookUser },
    { hmacSecret: BOLT.hmacSecret, webhookPassword: BOLT.webhookPassword },
  );
  await connect('fudy', FUDY.restaurantId, { apiUrl: fudyUrl }, FUDY);
  token = (await signIn(pair.app)).accessToken;
}, 60_000);
afterAll(async () => {
  await Promise.all([glovo.close(), bolt.close(), fudy.close()]);
  await pair.close();
});

describe('one adapter interface for four platforms', () => {
  it('registers one adapter per platform whose calls match the capability flags the screens read', () => {
    for (const platform of PLATFORM_KINDS) {
      const adapter = PLATFORM_ADAPTERS[platform];
      const can = PLATFORM_CAPABILITIES[platform];
      expect(adapter.platform).toBe(platform);
      expect(adapter.capabilities).toEqual(can);
      expect(Boolean(adapter.reject)).toBe(can.canReject);
      expect(Boolean(adapter.confirmPreorder)).toBe(can.canConfirmPreorder);
      expect(Boolean(adapter.markReady)).toBe(can.canMarkReady);
      expect(Boolean(adapter.markPickedUp)).toBe(can.canMarkPickedUp);
      expect(Boolean(adapter.pushOpeningHours)).toBe(can.canPushOpeningHours);
      // Only Wolt pings and is fetched from; the others send the whole order.
      expect(Boolean(adapter.fetchOrder)).toBe(platform === 'wolt');
    }
  });

  it('puts an order of each platform on one board, its payload in its own answer, and each accept reaches its platform in its own format', async () => {
    const orders = await oneOrderEach('4p-1');
    const list: TListedOrder[] = (
      await pair.app.app.inject({
        url: `/api/orders?venueId=${pair.venueId}`,
        headers: bearer(token),
      })
    ).json();
    const ids = [orders.wolt.id, orders.glovo.id, orders.bolt.id, orders.fudy.id];
    const listed = list.filter((o) => ids.includes(o.id));
    expect(listed.map((o) => o.platform).sort()).toEqual(['bolt', 'fudy', 'glovo', 'wolt']);
    // The list leaves the platform's payload out; each order's own answer carries it beside the
    // canonical figures, under the specification's name for its provider part and no other.
    const providerKeys = (order: object) =>
      ['woltOrder', 'glovoOrder', 'boltOrder', 'fudyOrder'].filter((k) => k in order);
    for (const order of listed) {
      expect(providerKeys(order)).toEqual([]);
      const one: TOrder = (
        await pair.app.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(token) })
      ).json();
      expect(providerKeys(one)).toEqual([`${order.platform}Order`]);
      if (order.platform === 'glovo')
        expect(one.glovoOrder).toHaveProperty('partner_discounted_products_total');
    }
    // The spec's amount rule, computed in the canonical order: Wolt and Glovo cents, Bolt as given
    // (×100 in `amount`), Fudy minor units; the board shows `amount` ÷ 100.
    const boltPayload = orders.boltPayload as { total_order_price: { value: number } };
    const fudyPayload = orders.fudyPayload as { total: { amount: number } };
    expect(orders.bolt.amount / 100).toBe(boltPayload.total_order_price.value);
    expect(orders.fudy.amount).toBe(fudyPayload.total.amount);
    expect(orders.fudy.fudyOrder).toMatchObject({ id: 'fudy-4p-1', total: fudyPayload.total });
    expect(orders.glovo.amount / 100).toBe(displayAmount(orders.glovo));
    expect(orders.wolt.amount / 100).toBe(displayAmount(orders.wolt));

    for (const order of [orders.wolt, orders.glovo, orders.bolt, orders.fudy]) {
      expect((await accept(order.id)).statusCode).toBe(200);
    }
    await drainJobs(pair.app);

    const woltCall = pair.wolt.calls.find((c) => c.path === `/orders/${orders.wolt.platformOrderId}/accept`);
    expect(woltCall).toMatchObject({ method: 'PUT', status: 200 });
    // The simulated Wolt answers 200 only to the venue's WOLT-API-KEY.
    expect(Object.keys(woltCall!.body as object)).toEqual(['adjusted_pickup_time']);

    const glovoCall = glovo.calls.find(
      (c) => c.path === `/api/v0/integrations/orders/${orders.glovo.platformOrderId}/accept`,
    );
    expect(glovoCall).toMatchObject({ method: 'PUT', status: 204 });
    expect(glovoCall!.headers.authorization).toBe(GLOVO.apiToken);
    expect(glovoCall!.headers['glovo-store-address-external-id']).toBe(GLOVO.storeId);
    expect(Object.keys(glovoCall!.body as object)).toEqual(['committedPreparationTime']);

    const boltCall = bolt.calls.find(
      (c) =>
        c.path === '/genericClient/acceptOrder' && (c.body as { order_id?: string }).order_id === 'bolt-4p-1',
    );
    expect(boltCall).toMatchObject({ method: 'POST', status: 200 });
    expect(boltCall!.headers['x-external-integrator-id']).toBe(BOLT.integratorId);
    expect(boltCall!.headers['x-server-authorization-hmac-sha256']).toBe(
      createHmac('sha256', BOLT.hmacSecret).update(boltCall!.rawBody).digest('base64'),
    );
    const boltBody = JSON.parse(boltCall!.rawBody) as Record<string, unknown>;
    expect(Object.keys(boltBody)).toEqual([
      'order_id',
      'provider_id',
      'preparation_time_minutes',
      'ready_at',
    ]);
    expect(boltBody).toMatchObject({ provider_id: BOLT.providerId, preparation_time_minutes: 20 });

    const fudyCall = fudy.calls.find((c) => c.path === '/orders/fudy-4p-1/accept');
    expect(fudyCall).toMatchObject({
      method: 'POST',
      status: 200,
      headers: { authorization: `Bearer ${FUDY.apiKey}`, 'content-type': 'application/json' },
    });
    expect(Object.keys(fudyCall!.body as object)).toEqual(['ready_at']);

    for (const order of [orders.wolt, orders.glovo, orders.bolt, orders.fudy]) {
      const after = await orderOf(order.platform, order.platformOrderId);
      expect(after.statusId).toBe(2);
      expect(after.platformError).toBeNull();
    }
  });

  it('counts a platform answering "already done" (409) as success: one call, no retry, no error on the order', async () => {
    const orders = await oneOrderEach('4p-2');
    pair.wolt.failNext(1, 409);
    glovo.failNext(1, 409);
    bolt.failNext(1, 409);
    fudy.failNext(1, 409);
    for (const order of [orders.wolt, orders.glovo, orders.bolt, orders.fudy]) {
      expect((await accept(order.id)).statusCode).toBe(200);
    }
    await drainJobs(pair.app);
    const acceptCalls = [
      pair.wolt.calls.filter((c) => c.path === `/orders/${orders.wolt.platformOrderId}/accept`),
      glovo.calls.filter((c) => c.path.includes(`/orders/${orders.glovo.platformOrderId}/`)),
      bolt.calls.filter((c) => (c.body as { order_id?: string }).order_id === 'bolt-4p-2'),
      fudy.calls.filter((c) => c.path === '/orders/fudy-4p-2/accept'),
    ];
    for (const calls of acceptCalls) expect(calls.map((c) => c.status)).toEqual([409]);
    for (const order of [orders.wolt, orders.glovo, orders.bolt, orders.fudy]) {
      expect((await orderOf(order.platform, order.platformOrderId)).platformError).toBeNull();
      const attempts = await pair.app.ctx.db.kysely
        .selectFrom('order_attempts')
        .select(['operation', 'error'])
        .where('order_id', '=', order.id)
        .where('target', '=', 'platform')
        .execute();
      expect(attempts).toEqual([{ operation: `${order.platform} accept`, error: null }]);
    }
  });

  it('tells each platform of Ready and Picked up as its delivery type has it, in its own format', async () => {
    const act = (path: 'ready' | 'picked-up', id: number) =>
      pair.app.app.inject({
        method: 'PATCH',
        url: `/api/orders/${path}`,
        headers: bearer(token),
        payload: path === 'ready' ? { id } : { id, isForce: false },
      });
    // Glovo: an order the store delivers itself ("marketplace": its delivery fee and customer total
    // filled, as Glovo documents) hears no Ready, and "out for delivery" on pick-up.
    const marketplace = (
      await glovo.createOrder({
        delivery_address: { label: 'Gedimino pr. 9', latitude: 54.68, longitude: 25.28 },
        delivery_fee: 299,
        total_customer_to_pay: 2299,
      })
    ).order;
    const glovoOrder = await orderOf('glovo', marketplace.order_id);
    expect(glovoOrder.deliveryType).toBe('homedelivery');
    const fudySender = createFudySimulator({ ...FUDY, webhookUrl: `${baseUrl(pair.app)}/api/webhooks/fudy` });
    await fudySender.createOrder({ orderId: 'fudy-4p-steps' });
    const fudyOrder = await orderOf('fudy', 'fudy-4p-steps');
    for (const order of [glovoOrder, fudyOrder]) {
      expect((await accept(order.id)).statusCode).toBe(200);
      await drainJobs(pair.app);
      const glovoCalls = glovo.calls.length;
      expect((await act('ready', order.id)).statusCode).toBe(200);
      await drainJobs(pair.app);
      if (order.platform === 'glovo') expect(glovo.calls.length).toBe(glovoCalls);
      expect((await act('picked-up', order.id)).statusCode).toBe(200);
      await drainJobs(pair.app);
    }
    const glovoSteps = glovo.calls.filter((c) => c.path.includes(`/orders/${marketplace.order_id}/`));
    // Accept on v0 (it carries the committed preparation time); the next step on the documented
    // status endpoint.
    expect(glovoSteps.map((c) => [c.method, c.path, c.status])).toEqual([
      ['PUT', `/api/v0/integrations/orders/${marketplace.order_id}/accept`, 204],
      ['PUT', `/webhook/stores/${GLOVO.storeId}/orders/${marketplace.order_id}/status`, 204],
    ]);
    expect(glovoSteps[1]!.body).toEqual({ status: 'OUT_FOR_DELIVERY' });
    expect(glovoSteps[1]!.headers.authorization).toBe(GLOVO.apiToken);
    const fudySteps = fudy.calls.filter((c) => c.path.startsWith('/orders/fudy-4p-steps/'));
    expect(fudySteps.map((c) => [c.method, c.path, c.status, c.body])).toEqual([
      ['POST', '/orders/fudy-4p-steps/accept', 200, { ready_at: expect.any(String) as unknown }],
      ['POST', '/orders/fudy-4p-steps/ready', 200, {}],
      ['POST', '/orders/fudy-4p-steps/picked-up', 200, {}],
    ]);
    for (const call of fudySteps) expect(call.headers.authorization).toBe(`Bearer ${FUDY.apiKey}`);
  });

  it('refuses a body for a disabled Wolt or Glovo connection with a 4xx and stores nothing', async () => {
    const before = await countOrders();
    await setEnabled('glovo', false);
    await setEnabled('wolt', false);
    try {
      const { status } = await glovo.createOrder();
      expect(status).toBe(404);
      const notification = JSON.stringify({
        id: 'notification-disabled-1',
        type: 'order.notification',
        order: {
          id: 'wolt-order-disabled-1',
          venue_id: WOLT_VENUE.externalVenueId,
          status: 'CREATED',
          resource_url: 'http://127.0.0.1:9/orders/wolt-order-disabled-1',
        },
        created_at: new Date().toISOString(),
      });
      const res = await pair.app.app.inject({
        method: 'POST',
        url: '/api/webhooks/wolt',
        headers: {
          'content-type': 'application/json',
          'wolt-signature': signWoltBody(notification, WEBHOOK_SECRET),
        },
        payload: notification,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.venue_id).toBeDefined();
      await drainJobs(pair.app);
      expect(await countOrders()).toBe(before);
      const receipts = await pair.app.ctx.db.kysely
        .selectFrom('webhook_receipts')
        .select('id')
        .where('notification_id', '=', 'notification-disabled-1')
        .execute();
      expect(receipts).toEqual([]);
    } finally {
      await setEnabled('glovo', true);
      await setEnabled('wolt', true);
    }
  });
});
