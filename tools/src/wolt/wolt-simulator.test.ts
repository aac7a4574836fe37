import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWoltSimulator, type WoltSimulator } from './wolt-simulator';
import type { WoltOrderNotification, WoltOrderV2 } from './wolt-types';

const SECRET = 'test-webhook-secret-0123456789abcdef';
const API_KEY = 'test-api-key';
const VENUE = 'wolt-venue-42';

interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** A stand-in for our webhook endpoint: records raw bodies and answers the scripted statuses in turn. */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks) });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/wolt`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Wolt simulator', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sim: WoltSimulator;

  async function start(statuses: number[] = []) {
    receiver = await startReceiver(statuses);
    sim = createWoltSimulator({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      woltVenueId: VENUE,
      apiKey: API_KEY,
      retryIntervalMs: 10,
    });
    await sim.listen(0);
  }

  beforeEach(() => start());
  afterEach(async () => {
    await sim.close();
    await receiver.close();
  });

  const put = (path: string, body?: unknown, apiKey: string | null = API_KEY) =>
    sim.app.inject({
      method: 'PUT',
      url: path,
      headers: {
        ...(apiKey === null ? {} : { 'wolt-api-key': apiKey }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('signs the notification with a hex HMAC-SHA256 of the exact raw body', async () => {
    const { orderId, delivery } = await sim.createOrder();
    expect(await delivery).toMatchObject({ delivered: true, attempts: 1 });

    const [hit] = receiver.received;
    expect(hit).toBeDefined();
    const expected = createHmac('sha256', SECRET).update(hit!.raw).digest('hex');
    expect(hit!.headers['wolt-signature']).toBe(expected);
    expect(hit!.headers['content-type']).toBe('application/json');

    const notification = JSON.parse(hit!.raw.toString('utf8')) as WoltOrderNotification;
    expect(notification).toMatchObject({
      type: 'order.notification',
      order: {
        id: orderId,
        venue_id: VENUE,
        status: 'CREATED',
        resource_url: `${sim.url}/orders/${orderId}`,
      },
    });
    expect(notification.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.isNaN(Date.parse(notification.created_at))).toBe(false);
  });

  it('retries the notification up to 3 times until the webhook answers 200', async () => {
    await sim.close();
    await receiver.close();
    await start([500, 503, 200]);
    const { delivery } = await sim.createOrder();
    expect(await delivery).toMatchObject({ delivered: true, attempts: 3, lastHttpStatus: 200 });
    expect(receiver.received).toHaveLength(3);
    expect(sim.webhooks.map((attempt) => attempt.httpStatus)).toEqual([500, 503, 200]);
    // The same notification, byte for byte.
    expect(new Set(receiver.received.map((hit) => hit.raw.toString('hex'))).size).toBe(1);

    await sim.close();
    await receiver.close();
    await start([500, 500, 500, 500, 500]);
    const failed = await (await sim.createOrder()).delivery;
    expect(failed).toMatchObject({ delivered: false, attempts: 4, lastHttpStatus: 500 });
  });

  it('serves a realistic OrderV2 and enforces the API key', async () => {
    const { orderId } = await sim.createOrder();

    const missing = await sim.app.inject({ method: 'GET', url: `/v2/orders/${orderId}` });
    expect(missing.statusCode).toBe(401);
    const wrong = await sim.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}`,
      headers: { 'wolt-api-key': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await put(`/orders/${orderId}/accept`, undefined, null)).statusCode).toBe(401);
    expect(sim.getOrder(orderId)?.order_status).toBe('received');

    const unknown = await sim.app.inject({
      method: 'GET',
      url: '/v2/orders/ffffffffffffffffffffffff',
      headers: { 'wolt-api-key': API_KEY },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'NOT_FOUND' });

    const response = await sim.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}`,
      headers: { 'wolt-api-key': API_KEY },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<WoltOrderV2>();
    expect(order.id).toBe(orderId);
    expect(order.venue.id).toBe(VENUE);
    expect(order.order_status).toBe('received');
    expect(order.type).toBe('instant');
    expect(order.order_number).toMatch(/^[0-9A-Z]{5}$/);
    expect(order.consumer_name).toMatch(/^\p{L}+ \p{L}\.$/u);
    expect(order.items.length).toBeGreaterThan(0);
    const itemsTotal = order.items.reduce((sum, item) => sum + item.item_price.total.amount, 0);
    expect(order.basket_price.total).toEqual({ amount: itemsTotal, currency: 'EUR' });
    for (const item of order.items) {
      expect(Number.isInteger(item.item_price.unit_price.amount)).toBe(true);
      expect(item.item_price.total.amount).toBe(item.item_price.unit_price.amount * item.count);
      expect(item.pos_id).toMatch(/^\d+$/);
    }
  });

  it('records accept with its body, moves the order to production and answers 409 the second time', async () => {
    const { orderId } = await sim.createOrder();
    const pickup = new Date(Date.now() + 20 * 60_000).toISOString();

    const accepted = await put(`/orders/${orderId}/accept`, { adjusted_pickup_time: pickup });
    expect(accepted.statusCode).toBe(200);
    expect(sim.getOrder(orderId)).toMatchObject({ order_status: 'production', pickup_eta: pickup });
    expect(sim.calls).toHaveLength(1);
    expect(sim.calls[0]).toMatchObject({
      method: 'PUT',
      path: `/orders/${orderId}/accept`,
      orderId,
      body: { adjusted_pickup_time: pickup },
      status: 200,
    });

    expect((await put(`/orders/${orderId}/accept`)).statusCode).toBe(409);
    expect((await put(`/orders/${orderId}/ready`)).statusCode).toBe(200);
    expect(sim.getOrder(orderId)?.order_status).toBe('ready');

    const viaControl = await sim.app.inject({ method: 'GET', url: '/_sim/calls' });
    expect(viaControl.json<unknown[]>()).toHaveLength(3);
  });

  it('rejects an invalid adjusted_pickup_time and unknown orders', async () => {
    const { orderId } = await sim.createOrder();
    expect((await put(`/orders/${orderId}/accept`, { adjusted_pickup_time: 'soon' })).statusCode).toBe(400);
    expect(sim.getOrder(orderId)?.order_status).toBe('received');
    expect((await put('/orders/ffffffffffffffffffffffff/reject', { reason: 'x' })).statusCode).toBe(404);
  });

  it('failNext makes the next action calls fail without changing the order', async () => {
    const { orderId } = await sim.createOrder();
    sim.failNext(2, 503);

    expect((await put(`/orders/${orderId}/accept`)).statusCode).toBe(503);
    expect((await put(`/orders/${orderId}/accept`)).statusCode).toBe(503);
    expect(sim.getOrder(orderId)?.order_status).toBe('received');
    expect((await put(`/orders/${orderId}/accept`)).statusCode).toBe(200);
    expect(sim.calls.map((call) => call.status)).toEqual([503, 503, 200]);

    const control = await sim.app.inject({
      method: 'POST',
      url: '/_sim/fail-next',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ count: 1, status: 500 }),
    });
    expect(control.statusCode).toBe(200);
    expect((await put(`/orders/${orderId}/ready`)).statusCode).toBe(500);
    expect((await put(`/orders/${orderId}/ready`)).statusCode).toBe(200);
  });

  it('sends a CANCELED notification when the customer cancels', async () => {
    const { orderId, delivery } = await sim.createOrder();
    await delivery;
    expect(await sim.cancelOrder(orderId)).toMatchObject({ delivered: true });
    const statuses = receiver.received.map(
      (hit) => (JSON.parse(hit.raw.toString('utf8')) as WoltOrderNotification).order.status,
    );
    expect(statuses).toEqual(['CREATED', 'CANCELED']);
    expect(sim.getOrder(orderId)?.order_status).toBe('rejected');
    expect((await put(`/orders/${orderId}/accept`)).statusCode).toBe(409);
  });

  it('creates orders through the control API and confirms pre-orders', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/_sim/orders?wait=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'preorder', delivery: { type: 'takeaway' } }),
    });
    expect(response.statusCode).toBe(201);
    const { orderId, orderNumber, delivery } = response.json<{
      orderId: string;
      orderNumber: string;
      delivery: { delivered: boolean };
    }>();
    expect(delivery.delivered).toBe(true);
    const order = sim.getOrder(orderId)!;
    expect(order).toMatchObject({
      order_number: orderNumber,
      type: 'preorder',
      delivery: { type: 'takeaway' },
    });
    expect(order.pre_order?.status).toBe('waiting');
    expect(order.fees.total.amount).toBe(0);

    expect((await put(`/orders/${orderId}/confirm-preorder`)).statusCode).toBe(200);
    expect(sim.getOrder(orderId)?.pre_order?.status).toBe('confirmed');
    expect((await put(`/orders/${orderId}/confirm-preorder`)).statusCode).toBe(409);
  });

  it('answers, checks and records the venue calls: status, online (with a timed pause) and opening times', async () => {
    const call = (method: 'GET' | 'PATCH', path: string, body?: unknown) =>
      sim.app.inject({
        method,
        url: path,
        headers: {
          'wolt-api-key': API_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const status = async () => (await call('GET', `/venues/${VENUE}/status`)).json();

    expect(
      (await call('PATCH', `/venues/${VENUE}/status`, { is_online: false, reason: 'Busy' })).statusCode,
    ).toBe(200);
    expect((await status()).status.is_online).toBe(false);
    expect((await call('PATCH', `/venues/${VENUE}/status`, { is_online: 'no' })).statusCode).toBe(400);

    const until = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call('PATCH', `/venues/${VENUE}/online`, { status: 'ONLINE', until: null })).statusCode,
    ).toBe(200);
    expect((await call('PATCH', `/venues/${VENUE}/online`, { status: 'OFFLINE', until })).statusCode).toBe(
      200,
    );
    expect((await status()).status.is_online).toBe(false);
    const past = new Date(Date.now() - 1000).toISOString();
    expect(
      (await call('PATCH', `/venues/${VENUE}/online`, { status: 'OFFLINE', until: past })).statusCode,
    ).toBe(200);
    expect((await status()).status.is_online).toBe(true);
    expect((await call('PATCH', `/venues/${VENUE}/online`, { status: 'CLOSED' })).statusCode).toBe(400);

    const availability = [
      { opening_day: 'MONDAY', opening_time: '09:00', closing_day: 'MONDAY', closing_time: '24:00' },
    ];
    expect((await call('PATCH', `/venues/${VENUE}/opening-times`, { availability })).statusCode).toBe(200);
    expect((await status()).opening_times).toEqual(availability);
    expect(
      (await call('PATCH', `/venues/${VENUE}/opening-times`, { availability: [{ opening_day: 'MON' }] }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', `/venues/other-venue/status`)).statusCode).toBe(404);

    sim.failNext(1, 503);
    expect((await call('PATCH', `/venues/${VENUE}/status`, { is_online: true })).statusCode).toBe(503);
    expect(
      sim.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path.split('/').pop(), c.status, c.body]),
    ).toEqual([
      ['status', 200, { is_online: false, reason: 'Busy' }],
      ['status', 400, { is_online: 'no' }],
      ['online', 200, { status: 'ONLINE', until: null }],
      ['online', 200, { status: 'OFFLINE', until }],
      ['online', 200, { status: 'OFFLINE', until: past }],
      ['online', 400, { status: 'CLOSED' }],
      ['opening-times', 200, { availability }],
      ['opening-times', 400, { availability: [{ opening_day: 'MON' }] }],
      ['status', 503, { is_online: true }],
    ]);
  });

  it('answers the venue calls of another store added through the control API, with its own state', async () => {
    const call = (method: 'GET' | 'PATCH' | 'POST', path: string, body?: unknown) =>
      sim.app.inject({
        method,
        url: path,
        headers: {
          'wolt-api-key': API_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    expect((await call('GET', '/venues/second-store/status')).statusCode).toBe(404);
    expect((await call('POST', '/_sim/venues', { id: 'second-store' })).statusCode).toBe(201);
    expect((await call('POST', '/_sim/venues', {})).statusCode).toBe(400);
    expect((await call('PATCH', '/venues/second-store/status', { is_online: false })).statusCode).toBe(200);
    expect((await call('GET', '/venues/second-store/status')).json().status.is_online).toBe(false);
    expect((await call('GET', `/venues/${VENUE}/status`)).json().status.is_online).toBe(true);
  });
});
