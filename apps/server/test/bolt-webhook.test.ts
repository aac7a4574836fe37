import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { platformPayloadOf } from '../src/modules/orders/orders.repository';
import { boltNewOrder } from './support/bolt-examples';
import { seedVenue, startTestApp, type TestApp } from './support/test-app';

const PROVIDER = 'bolt-provider-31337';
const USER = 'bolt-hooks';
const PASSWORD = 'bolt-basic-pass-8c1f2e';
let app: TestApp;
let venueId: number;

async function connectBolt(externalId: string, isEnabled = true) {
  const now = clockIso(app.clock);
  await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'bolt',
      external_venue_id: externalId,
      api_key: null,
      secrets: app.ctx.secrets.seal(
        JSON.stringify({
          integratorId: 'int-1',
          hmacSecret: 'hmac-1',
          webhookUser: USER,
          webhookPassword: PASSWORD,
        }),
      ),
      is_enabled: isEnabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  venueId = await seedVenue(app, { name: 'Bolt venue' });
  await connectBolt(PROVIDER);
  await connectBolt('bolt-provider-disabled', false);
});
afterAll(() => app.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function post(event: string, body: unknown, authorization: string | null = basic(USER, PASSWORD)) {
  return app.app.inject({
    method: 'POST',
    url: `/api/webhooks/bolt/${event}`,
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function orderRow(platformOrderId: string) {
  return app.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('platform', '=', 'bolt')
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirst();
}

async function countOrders() {
  const row = await app.ctx.db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/webhooks/bolt/{event}', () => {
  it('refuses bad credentials, unknown or disabled providers, unknown events and malformed bodies, storing nothing', async () => {
    const good = boltNewOrder(PROVIDER, 1);
    const { total_order_price: _t, ...noTotal } = good;
    const cases: { event?: string; body: unknown; auth?: string | null; status: number; field: string }[] = [
      { body: good, auth: null, status: 401, field: 'authorization' },
      { body: good, auth: basic(USER, 'wrong'), status: 401, field: 'authorization' },
      { body: good, auth: basic('someone', PASSWORD), status: 401, field: 'authorization' },
      { body: good, auth: `Bearer ${PASSWORD}`, status: 401, field: 'authorization' },
      { body: boltNewOrder('no-such-provider', 2), status: 404, field: 'provider_id' },
      { body: boltNewOrder('bolt-provider-disabled', 3), status: 404, field: 'provider_id' },
      { body: '{"order_id":', status: 400, field: 'body' },
      { body: noTotal, status: 400, field: 'body' },
      { body: { ...good, items: [] }, status: 400, field: 'body' },
      { body: { ...good, order_id: undefined }, status: 400, field: 'body' },
      { event: 'sendCancelOrder', body: { order_id: 1 }, status: 400, field: 'body' },
    ];
    for (const c of cases) {
      const res = await post(
        c.event ?? 'sendNewOrder',
        c.body,
        c.auth === undefined ? basic(USER, PASSWORD) : c.auth,
      );
      expect(res.statusCode, JSON.stringify(c)).toBe(c.status);
      expect(Object.keys(res.json().errors)).toEqual([c.field]);
    }
    const unknownEvent = await post('sendDeductionEvent', good);
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.json().errors).toBeDefined();
    expect(await countOrders()).toBe(0);
  });

  it('stores a new order once, total_order_price.value as given, the payload kept as boltOrder', async () => {
    const body = boltNewOrder(PROVIDER, 98765432);
    const first = await post('sendNewOrder', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const row = await orderRow('98765432');
    expect(row).toMatchObject({
      venue_id: venueId,
      status_id: OrderStatus.RECEIVED,
      amount: 2450,
      currency: 'EUR',
      order_number: 'B-4F7K',
      customer_name: 'Marius',
      delivery_type: 'delivery_by_bolt',
      created_at: new Date(1795853742 * 1000).toISOString(),
    });
    expect(JSON.parse(row!.items)).toEqual([
      { name: 'Margherita', count: 2, total: 1980, options: ['Extra basil'] },
      { name: 'Lemonade', count: 1, total: 470, options: [] },
    ]);
    expect(JSON.parse((await platformPayloadOf(app.ctx.db.kysely, row!.id))!).total_order_price).toEqual({
      value: 24.5,
      currency: 'EUR',
    });

    const again = await post('sendNewOrder', body);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const update = await post('sendOrderUpdate', { ...body, status: 'accepted' });
    expect(update.json()).toEqual({ received: true, duplicate: true });
    expect(await countOrders()).toBe(1);
  });

  it('rejects the order on sendCancelOrder and on an update saying cancelled, once, and never brings it back', async () => {
    await post('sendNewOrder', boltNewOrder(PROVIDER, 'c-1'));
    await post('sendNewOrder', boltNewOrder(PROVIDER, 'c-2'));
    const cancel = await post('sendCancelOrder', {
      order_id: 'c-1',
      provider_id: PROVIDER,
      reason: 'CUSTOMER_CANCELLED',
    });
    expect(cancel.json()).toEqual({ received: true, duplicate: false });
    const row = await orderRow('c-1');
    expect(row?.status_id).toBe(OrderStatus.REJECTED);
    expect(row?.platform_error).toBe('Cancelled by Bolt Food: CUSTOMER_CANCELLED');
    expect((await post('sendCancelOrder', { order_id: 'c-1', provider_id: PROVIDER })).json().duplicate).toBe(
      true,
    );
    await post('sendNewOrder', boltNewOrder(PROVIDER, 'c-1'));
    expect((await orderRow('c-1'))?.status_id).toBe(OrderStatus.REJECTED);

    const update = await post('sendOrderUpdate', {
      order_id: 'c-2',
      provider_id: PROVIDER,
      status: 'CANCELLED',
    });
    expect(update.json().duplicate).toBe(false);
    expect((await orderRow('c-2'))?.status_id).toBe(OrderStatus.REJECTED);
  });
});
