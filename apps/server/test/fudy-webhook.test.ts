import { OrderStatus } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { platformPayloadOf } from '../src/modules/orders/orders.repository';
import { signFudyBody } from '../src/integrations/platforms/fudy/fudy-signature';
import { seedVenue, startTestApp, type TestApp } from './support/test-app';

const RESTAURANT = 'fudy-rest-4411';
const SECRET = 'fudy-webhook-secret-6a1b2c3d4e';
let app: TestApp;

async function connectFudy(externalId: string, isEnabled = true) {
  const now = clockIso(app.clock);
  const venueId = await seedVenue(app, { name: `Fudy ${externalId}` });
  await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'fudy',
      external_venue_id: externalId,
      api_key: null,
      secrets: app.ctx.secrets.seal(JSON.stringify({ apiKey: 'fudy-key', webhookSecret: SECRET })),
      is_enabled: isEnabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  await connectFudy(RESTAURANT);
  await connectFudy('fudy-rest-disabled', false);
});
afterAll(() => app.close());

/** The example of our connector contract (docs/fudy-connector.openapi.yaml). */
function created(orderId: string, restaurantId = RESTAURANT) {
  return {
    event: 'order.created',
    event_id: `evt-${orderId}`,
    restaurant_id: restaurantId,
    order: {
      id: orderId,
      number: 'F-118',
      created_at: '2026-11-24T09:30:00+02:00',
      delivery_type: 'dine_in',
      table: '12',
      pickup_at: null,
      customer: { name: 'Karin' },
      comment: 'Without ice',
      total: { amount: 1870, currency: 'EUR' },
      items: [
        {
          id: 'soup-1',
          name: 'Mushroom soup',
          quantity: 2,
          unit_price: 650,
          total: 1400,
          options: [{ id: 'bread', name: 'Rye bread', quantity: 1, price: 50 }],
        },
        { id: 'tea', name: 'Green tea', quantity: 1, unit_price: 470, total: 470, options: [] },
      ],
    },
  };
}

function post(body: unknown, signature: string | null | 'sign' = 'sign') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const header = signature === 'sign' ? signFudyBody(raw, SECRET) : signature;
  return app.app.inject({
    method: 'POST',
    url: '/api/webhooks/fudy',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'x-fudy-signature': header }),
    },
    payload: raw,
  });
}

function orderRow(id: string) {
  return app.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('platform', '=', 'fudy')
    .where('platform_order_id', '=', id)
    .executeTakeFirst();
}

describe('POST /api/webhooks/fudy', () => {
  it('refuses a missing or wrong signature, an unknown or disabled restaurant and malformed bodies, storing nothing', async () => {
    const good = created('refused');
    const cases: { body: unknown; signature?: string | null; status: number; field: string }[] = [
      { body: good, signature: null, status: 401, field: 'signature' },
      {
        body: good,
        signature: signFudyBody(JSON.stringify(good), 'other-secret'),
        status: 401,
        field: 'signature',
      },
      { body: good, signature: 'sha256=00', status: 401, field: 'signature' },
      { body: created('x', 'no-such-restaurant'), status: 404, field: 'restaurant_id' },
      { body: created('y', 'fudy-rest-disabled'), status: 404, field: 'restaurant_id' },
      { body: '{"event":', status: 400, field: 'body' },
      { body: { ...good, event: 'order.teleported' }, status: 400, field: 'body' },
      {
        body: { ...good, order: { ...good.order, total: { amount: 18.7, currency: 'EUR' } } },
        status: 400,
        field: 'body',
      },
      { body: { ...good, order: { ...good.order, items: [] } }, status: 400, field: 'body' },
    ];
    for (const c of cases) {
      const res = await post(c.body, c.signature === undefined ? 'sign' : c.signature);
      expect(res.statusCode, JSON.stringify(c.body).slice(0, 80)).toBe(c.status);
      expect(Object.keys(res.json().errors)).toEqual([c.field]);
    }
    const rows = await app.ctx.db.kysely.selectFrom('orders').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('stores a signed order once, in minor units, kept as the Fudy payload', async () => {
    const first = await post(created('fo-1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const row = await orderRow('fo-1');
    expect(row).toMatchObject({
      status_id: OrderStatus.RECEIVED,
      amount: 1870,
      currency: 'EUR',
      order_number: 'F-118',
      customer_name: 'Karin',
      delivery_type: 'dine_in',
      created_at: '2026-11-24T07:30:00.000Z',
    });
    expect(JSON.parse(row!.items)).toEqual([
      { name: 'Mushroom soup', count: 2, total: 1400, options: ['Rye bread'] },
      { name: 'Green tea', count: 1, total: 470, options: [] },
    ]);
    expect(JSON.parse((await platformPayloadOf(app.ctx.db.kysely, row!.id))!).table).toBe('12');
    expect((await post(created('fo-1'))).json()).toEqual({ received: true, duplicate: true });
  });

  it('rejects an order on order.cancelled with its reason, once', async () => {
    await post(created('fo-2'));
    const cancel = {
      event: 'order.cancelled',
      event_id: 'evt-c',
      restaurant_id: RESTAURANT,
      order_id: 'fo-2',
      reason: 'Guest left',
    };
    expect((await post(cancel)).json()).toEqual({ received: true, duplicate: false });
    const row = await orderRow('fo-2');
    expect(row?.status_id).toBe(OrderStatus.REJECTED);
    expect(row?.platform_error).toBe('Cancelled by Fudy: Guest left');
    expect((await post(cancel)).json().duplicate).toBe(true);
  });
});
