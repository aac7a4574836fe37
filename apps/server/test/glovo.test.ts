import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_REJECT_API_MESSAGE } from '@orderdesk/contracts';
import {
  createGlovoSimulator,
  type GlovoSimulator,
  type GlovoSimulatorOptions,
} from '../../../tools/src/glovo';
import { baseUrl, bearer, drainJobs, signIn } from './support/test-app';
import { startWithWolt, type WoltPair } from './support/wolt-fixture';

const STORE = 'glovo-store-77';
const API_TOKEN = 'glovo-api-token-0123456789';
const WEBHOOK_TOKEN = 'glovo-webhook-token-9876543210';

let pair: WoltPair;
let glovo: GlovoSimulator;
let options: GlovoSimulatorOptions;
let token: string;

async function stored(platformOrderId: string) {
  return pair.app.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('platform', '=', 'glovo')
    .where('platform_order_id', '=', platformOrderId)
    .execute();
}

async function orderDto(id: number) {
  return (await pair.app.app.inject({ url: `/api/orders/${id}`, headers: bearer(token) })).json();
}

function postWebhook(path: string, body: unknown, authorization = WEBHOOK_TOKEN) {
  return pair.app.app.inject({
    method: 'POST',
    url: `/api/webhooks/glovo/${path}`,
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  options = {
    webhookBaseUrl: 'http://127.0.0.1:9',
    webhookToken: WEBHOOK_TOKEN,
    apiToken: API_TOKEN,
    storeId: STORE,
  };
  glovo = createGlovoSimulator(options);
  const glovoUrl = await glovo.listen(0);
  pair = await startWithWolt({ GLOVO_API_URL: glovoUrl });
  options.webhookBaseUrl = `${baseUrl(pair.app)}/api/webhooks/glovo`;
  token = (await signIn(pair.app)).accessToken;
  const res = await pair.app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: {
      id: pair.venueId,
      glovoSettings: [{ name: 'Glovo', externalId: STORE, apiToken: API_TOKEN, webhookToken: WEBHOOK_TOKEN }],
    },
  });
  expect(res.statusCode).toBe(200);
  await drainJobs(pair.app);
});
afterAll(async () => {
  await pair.close();
  await glovo.close();
});

describe('Glovo orders in', () => {
  it('stores the whole dispatched order once, in cents, with its local times read at their offset', async () => {
    const { order, status } = await glovo.createOrder({
      order_time: '2026-11-24 13:05:00',
      utc_offset_minutes: '120',
      special_requirements: 'No onions',
    });
    expect(status).toBe(200);
    const rows = await stored(order.order_id);
    expect(rows).toHaveLength(1);
    const dto = await orderDto(rows[0]!.id);
    expect(dto).toMatchObject({
      platform: 'glovo',
      statusId: 1,
      amount: order.estimated_total_price,
      currency: 'EUR',
      orderNumber: order.pick_up_code,
      createdAt: '2026-11-24T11:05:00.000Z',
      deliveryType: 'glovo',
    });
    expect(dto.glovoOrder.products[0].purchased_product_id).toBe(order.products[0]!.purchased_product_id);
    expect(dto.items).toHaveLength(order.products.length);

    const again = await postWebhook('orders', order);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await stored(order.order_id)).toHaveLength(1);
  });

  it("keeps the kitchen ticket with the order and the courier's new arrival a redelivery brings", async () => {
    const { order } = await glovo.createOrder({
      order_time: '2026-11-24 13:05:00',
      estimated_pickup_time: '2026-11-24 13:25:00',
      utc_offset_minutes: '120',
      special_requirements: 'Ring the bell',
      allergy_info: 'Peanuts',
      cutlery_requested: true,
    });
    const [row] = await stored(order.order_id);
    const first = await orderDto(row!.id);
    expect(first.ticket).toMatchObject({
      customerNote: 'Ring the bell',
      allergies: 'Peanuts',
      cutlery: true,
      courier: 'platform',
      courierEta: '2026-11-24T11:25:00.000Z',
      dueAt: null,
    });
    expect(first.ticket.lines).toEqual(
      order.products.map((p) => ({
        name: p.name,
        quantity: p.quantity,
        options: p.attributes.map((a) => ({ name: a.name, quantity: a.quantity })),
        comment: null,
      })),
    );

    const later = await postWebhook('orders', { ...order, estimated_pickup_time: '2026-11-24 13:40:00' });
    expect(later.json()).toEqual({ received: true, duplicate: false });
    const updated = await orderDto(row!.id);
    expect(updated.ticket.courierEta).toBe('2026-11-24T11:40:00.000Z');
    expect(updated.version).toBeGreaterThan(first.version);
    expect(updated.ticket.allergies).toBe('Peanuts');
  });

  it('refuses a wrong token, an unknown store and a malformed body, storing nothing', async () => {
    const { order } = await glovo.createOrder();
    const fresh = { ...order, order_id: '99999999901' };
    const wrong = await postWebhook('orders', fresh, 'not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.authorization).toBeDefined();
    expect((await postWebhook('orders', { ...fresh, store_id: 'unknown-store' })).statusCode).toBe(401);
    const malformed = await postWebhook('orders', { ...fresh, products: [] });
    expect(malformed.statusCode).toBe(400);
    const noTime = await postWebhook('orders', { ...fresh, order_time: 'yesterday' });
    expect(noTime.statusCode).toBe(400);
    expect(await stored('99999999901')).toHaveLength(0);
  });

  it("moves a cancelled order to Reject with Glovo's reason", async () => {
    const { order } = await glovo.createOrder();
    expect(await glovo.cancelOrder(order.order_id, 'PRODUCTS_NOT_AVAILABLE')).toBe(200);
    const [row] = await stored(order.order_id);
    expect(row!.status_id).toBe(6);
    expect((await orderDto(row!.id)).platformError).toBe('Cancelled by Glovo: PRODUCTS_NOT_AVAILABLE');
  });
});

describe('answers out to Glovo', () => {
  const act = (url: string, payload: object) =>
    pair.app.app.inject({ method: 'PATCH', url: `/api/orders/${url}`, headers: bearer(token), payload });

  it('accepts with the committed preparation time on the v0 endpoint, the store in its header; ready on /status', async () => {
    const { order } = await glovo.createOrder();
    const [row] = await stored(order.order_id);
    const before = Date.now();
    expect((await act('accept', { id: row!.id, cookingTimeInMinutes: 25 })).statusCode).toBe(200);
    await drainJobs(pair.app);
    const call = glovo.calls.find((c) => c.path === `/api/v0/integrations/orders/${order.order_id}/accept`);
    expect(call).toMatchObject({ method: 'PUT', status: 204 });
    expect(call!.headers.authorization).toBe(API_TOKEN);
    expect(call!.headers['glovo-store-address-external-id']).toBe(STORE);
    const committed = Date.parse(
      (call!.body as { committedPreparationTime: string }).committedPreparationTime,
    );
    expect(committed - before).toBeGreaterThanOrEqual(25 * 60_000 - 1000);
    expect(committed - Date.now()).toBeLessThanOrEqual(25 * 60_000 + 1000);

    expect((await act('ready', { id: row!.id })).statusCode).toBe(200);
    await drainJobs(pair.app);
    // Ready goes through the documented status endpoint.
    expect(glovo.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/webhook/stores/${STORE}/orders/${order.order_id}/status`,
      body: { status: 'READY_FOR_PICKUP' },
      status: 204,
    });
    expect(glovo.orders.get(order.order_id)!.status).toBe('READY_FOR_PICKUP');
  });

  it('falls back to the status endpoint where the v0 accept is not there, and tells a customer pick-up', async () => {
    const { order } = await glovo.createOrder({ is_picked_up_by_customer: true });
    const [row] = await stored(order.order_id);
    glovo.failNext(1, 404);
    await act('accept', { id: row!.id, cookingTimeInMinutes: 10 });
    await drainJobs(pair.app);
    const statusCall = glovo.calls.find(
      (c) => c.path === `/webhook/stores/${STORE}/orders/${order.order_id}/status`,
    );
    expect(statusCall).toMatchObject({ method: 'PUT', body: { status: 'ACCEPTED' }, status: 204 });

    await act('ready', { id: row!.id });
    await act('picked-up', { id: row!.id });
    await drainJobs(pair.app);
    expect(glovo.calls.at(-1)).toMatchObject({
      path: `/webhook/stores/${STORE}/orders/${order.order_id}/status`,
      body: { status: 'PICKED_UP_BY_CUSTOMER' },
    });
    expect(glovo.orders.get(order.order_id)!.status).toBe('PICKED_UP_BY_CUSTOMER');
  });

  it('has no reject call: Reject says why, force-reject marks it rejected here without calling Glovo', async () => {
    const { order } = await glovo.createOrder();
    const [row] = await stored(order.order_id);
    const calls = glovo.calls.length;
    const refused = await act('reject', { id: row!.id, reason: 'Kitchen closed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.general[0]).toBe(NO_REJECT_API_MESSAGE);
    const forced = await act('force-reject', { id: row!.id, code: 'VENUE_CLOSING_SOON' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({
      statusId: 6,
      rejectReason: 'The venue is closing soon',
      rejectCode: 'VENUE_CLOSING_SOON',
    });
    await drainJobs(pair.app);
    expect(glovo.calls.length).toBe(calls);
  });
});
