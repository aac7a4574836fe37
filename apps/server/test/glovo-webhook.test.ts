import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/clock';
import { glovoCourierOrder, glovoMarketplaceOrder } from './support/glovo-examples';
import { seedVenue, startTestApp, type TestApp } from './support/test-app';

const STORE = 'glovo-store-addr-7781';
const TOKEN = 'glovo-inbound-token-5f1e9a';
let app: TestApp;
let venueId: number;

async function connectGlovo(externalId: string, webhookToken: string, isEnabled = true) {
  const now = nowIso();
  await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'glovo',
      external_venue_id: externalId,
      api_key: null,
      secrets: app.ctx.secrets.seal(JSON.stringify({ apiToken: 'glovo-outbound', webhookToken })),
      is_enabled: isEnabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  venueId = await seedVenue(app, { name: 'Glovo venue' });
  await connectGlovo(STORE, TOKEN);
  await connectGlovo('glovo-store-disabled', TOKEN, false);
});
afterAll(() => app.close());

function post(path: 'orders' | 'cancellations', body: unknown, token: string | null = TOKEN) {
  return app.app.inject({
    method: 'POST',
    url: `/api/webhooks/glovo/${path}`,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: token }) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function count(table: 'orders' | 'jobs') {
  const row = await app.ctx.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function orderRow(platformOrderId: string) {
  return app.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('platform', '=', 'glovo')
    .where('platform_order_id', '=', platformOrderId)
    .executeTakeFirst();
}

describe('POST /api/webhooks/glovo/orders', () => {
  it('refuses a missing or wrong token, an unknown or disabled store and a malformed body, storing nothing', async () => {
    const good = glovoCourierOrder(STORE, 'refused-1');
    const { products: _products, ...noProducts } = good;
    const cases: { body: unknown; token?: string | null; status: number; field: string }[] = [
      { body: good, token: null, status: 401, field: 'authorization' },
      { body: good, token: 'wrong-token', status: 401, field: 'authorization' },
      { body: good, token: `Bearer ${TOKEN}`, status: 401, field: 'authorization' },
      { body: glovoCourierOrder('no-such-store', 'refused-2'), status: 404, field: 'store_id' },
      { body: glovoCourierOrder('glovo-store-disabled', 'refused-3'), status: 404, field: 'store_id' },
      { body: '{"order_id": ', status: 400, field: 'body' },
      { body: noProducts, status: 400, field: 'body' },
      { body: { ...good, estimated_total_price: '31.20' }, status: 400, field: 'body' },
      { body: { ...good, order_time: '24/11/2026 09:15' }, status: 400, field: 'body' },
    ];
    for (const c of cases) {
      const res = await post('orders', c.body, c.token === undefined ? TOKEN : c.token);
      expect(res.statusCode, JSON.stringify(c.body).slice(0, 60)).toBe(c.status);
      expect(Object.keys(res.json().errors)).toEqual([c.field]);
    }
    expect(await count('orders')).toBe(0);
  });

  it('stores the documented order once, in cents, with local times made UTC and the payload kept as glovoOrder', async () => {
    const body = glovoCourierOrder(STORE, '100012345678');
    const first = await post('orders', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // Stored by the time the answer is given.
    const row = await orderRow('100012345678');
    expect(row).toMatchObject({
      venue_id: venueId,
      status_id: OrderStatus.RECEIVED,
      amount: 2840,
      currency: 'EUR',
      order_number: 'BA7DWBVP',
      customer_name: 'Ieva K.',
      delivery_type: 'glovo',
      created_at: '2026-11-24T07:15:42.000Z',
    });
    expect(JSON.parse(row!.items)).toEqual([
      { name: 'Classic burger', count: 2, total: 2220, options: ['Extra cheese', 'No onion'] },
      { name: 'Large fries', count: 1, total: 900, options: [] },
    ]);
    const payload = JSON.parse(row!.platform_payload);
    expect(payload.products[0].purchased_product_id).toBe('7f0c1d2e-aaaa-4bbb-8ccc-000000000001');
    expect(payload.estimated_pickup_time_utc).toBe('2026-11-24T07:35:00.000Z');
    expect(payload.allergy_info).toBe('No peanuts, please');

    const again = await post('orders', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await count('orders')).toBe(1);
  });

  it('takes a marketplace order with its estimated total when no partner discount applies', async () => {
    const res = await post('orders', glovoMarketplaceOrder(STORE, '100012349999'));
    expect(res.statusCode).toBe(200);
    expect(await orderRow('100012349999')).toMatchObject({ amount: 3120, delivery_type: 'marketplace' });
  });
});

describe('POST /api/webhooks/glovo/cancellations', () => {
  const cancellation = (orderId: string, storeId = STORE) => ({
    order_id: orderId,
    store_id: storeId,
    cancel_reason: 'PRODUCTS_NOT_AVAILABLE',
    payment_strategy: 'PAY_NOTHING',
  });

  it('refuses a wrong token, an unknown store and a malformed body, changing nothing', async () => {
    await post('orders', glovoCourierOrder(STORE, 'cancel-refused'));
    const cases: { body: unknown; token?: string | null; status: number; field: string }[] = [
      { body: cancellation('cancel-refused'), token: 'nope', status: 401, field: 'authorization' },
      { body: cancellation('cancel-refused', 'no-such-store'), status: 404, field: 'store_id' },
      { body: { store_id: STORE }, status: 400, field: 'body' },
      { body: 'not json', status: 400, field: 'body' },
    ];
    for (const c of cases) {
      const res = await post('cancellations', c.body, c.token === undefined ? TOKEN : c.token);
      expect(res.statusCode).toBe(c.status);
      expect(Object.keys(res.json().errors)).toEqual([c.field]);
    }
    expect((await orderRow('cancel-refused'))?.status_id).toBe(OrderStatus.RECEIVED);
  });

  it('moves the order to REJECTED with its reason, once', async () => {
    await post('orders', glovoCourierOrder(STORE, 'cancel-me'));
    const res = await post('cancellations', cancellation('cancel-me'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await orderRow('cancel-me');
    expect(row?.status_id).toBe(OrderStatus.REJECTED);
    expect(JSON.parse(row!.platform_payload).cancellation).toEqual(cancellation('cancel-me'));
    const audit = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.platform-cancel')
      .where('entity_id', '=', String(row!.id))
      .execute();
    expect(audit).toHaveLength(1);

    const again = await post('cancellations', cancellation('cancel-me'));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // A late redelivery of the order does not bring it back.
    await post('orders', glovoCourierOrder(STORE, 'cancel-me'));
    expect((await orderRow('cancel-me'))?.status_id).toBe(OrderStatus.REJECTED);
  });
});
