import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boltAdapter } from '../src/integrations/platforms/bolt/bolt-adapter';
import { glovoAdapter } from '../src/integrations/platforms/glovo/glovo-adapter';
import { InboundRefusal } from '../src/integrations/platforms/inbound-refusal';
import type { PlatformConnection, PlatformOrderRef } from '../src/integrations/platforms/platform-adapter';
import { PlatformCallError } from '../src/integrations/platforms/platform-call-error';
import { woltAdapter } from '../src/integrations/platforms/wolt/wolt-adapter';
import { askedWaitMs } from '../src/jobs/job-errors';
import { startRecordingServer, type RecordingServer } from './support/recording-server';

/**
 * The outbound calls compared field by field with the platforms' documented endpoints and bodies
 * (docs/platforms.md), against a bare server that records what it gets and answers as scripted:
 * not our simulators.
 */
let api: RecordingServer;

const GLOVO_TOKEN = 'glovo-shared-token-0123456789';
const GLOVO_STORE = 'store-address-42';

function connection(platform: PlatformConnection['platform'], over: Partial<PlatformConnection> = {}) {
  const credentials: Record<string, Record<string, string>> = {
    glovo: { apiToken: GLOVO_TOKEN },
    wolt: { apiKey: 'wolt-api-key' },
    bolt: { integratorId: 'int-1', hmacSecret: 'bolt-secret' },
    fudy: { apiKey: 'fudy-key' },
  };
  return {
    id: 1,
    venueId: 1,
    platform,
    name: platform,
    externalId: platform === 'glovo' ? GLOVO_STORE : 'wolt-venue-1',
    isEnabled: true,
    options: { apiUrl: api.url },
    credentials: credentials[platform]!,
    ...over,
  } satisfies PlatformConnection;
}

/** Glovo's documented example order, reduced to what the calls read: a Glovo-courier order. */
const glovoOrder = {
  order_id: '100012345',
  store_id: GLOVO_STORE,
  order_time: '2026-11-26 12:00:00',
  estimated_pickup_time: '2026-11-26 12:20:00',
  utc_offset_minutes: '60',
  currency: 'EUR',
  estimated_total_price: 3080,
  delivery_fee: null,
  bundled_orders: [],
  is_picked_up_by_customer: false,
  products: [{ id: 'p1', quantity: 1, price: 1540, name: 'Burger', attributes: [] }],
};

function orderRef(payload: Record<string, unknown>, readyAt: Date): PlatformOrderRef {
  return {
    platformOrderId: String(payload['order_id'] ?? payload['id']),
    deliveryType: null,
    readyAt,
    preparationMinutes: 20,
    payload,
    sentAt: new Date(),
  };
}

const sent = () =>
  api.requests.map((r) => ({ method: r.method, path: r.path, body: r.raw ? JSON.parse(r.raw) : null }));

beforeAll(async () => {
  api = await startRecordingServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.clearAnswers();
});

describe('Glovo status calls (PUT /webhook/stores/{storeId}/orders/{orderId}/status, v0 as the other form)', () => {
  const statusPath = `/webhook/stores/${GLOVO_STORE}/orders/${glovoOrder.order_id}/status`;

  it('sends ready for a Glovo-courier order to the documented status endpoint, raw token, no v0 call', async () => {
    api.answerNext({ status: 204 });
    await glovoAdapter.markReady!(connection('glovo'), orderRef(glovoOrder, new Date()));
    expect(sent()).toEqual([{ method: 'PUT', path: statusPath, body: { status: 'READY_FOR_PICKUP' } }]);
    expect(api.requests[0]!.headers.authorization).toBe(GLOVO_TOKEN);
    expect(api.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('on 404 from /status, sends the same step to the v0 endpoint with the store in its header', async () => {
    api.answerNext({ status: 404, body: { message: 'Not found' } }, { status: 204 });
    await glovoAdapter.markReady!(connection('glovo'), orderRef(glovoOrder, new Date()));
    expect(sent()).toEqual([
      { method: 'PUT', path: statusPath, body: { status: 'READY_FOR_PICKUP' } },
      {
        method: 'PUT',
        path: `/api/v0/integrations/orders/${glovoOrder.order_id}/ready_for_pickup`,
        body: null,
      },
    ]);
    expect(api.requests[1]!.headers['glovo-store-address-external-id']).toBe(GLOVO_STORE);
    expect(api.requests[1]!.headers.authorization).toBe(GLOVO_TOKEN);
  });

  it('picked up: OUT_FOR_DELIVERY where the store delivers, PICKED_UP_BY_CUSTOMER for a pick-up, nothing for a Glovo courier', async () => {
    // The store delivers when Glovo charges the customer a delivery fee for it (docs/platforms.md, Glovo).
    const marketplace = {
      ...glovoOrder,
      delivery_address: { label: 'Gedimino pr. 1', latitude: 54.6, longitude: 25.2 },
      delivery_fee: 250,
    };
    await glovoAdapter.markPickedUp!(connection('glovo'), orderRef(marketplace, new Date()));
    await glovoAdapter.markPickedUp!(
      connection('glovo'),
      orderRef({ ...glovoOrder, is_picked_up_by_customer: true }, new Date()),
    );
    await glovoAdapter.markPickedUp!(connection('glovo'), orderRef(glovoOrder, new Date()));
    expect(sent()).toEqual([
      { method: 'PUT', path: statusPath, body: { status: 'OUT_FOR_DELIVERY' } },
      { method: 'PUT', path: statusPath, body: { status: 'PICKED_UP_BY_CUSTOMER' } },
    ]);
  });

  it('accepts on v0 with committedPreparationTime (UTC ISO-8601); on its 404, ACCEPTED on /status', async () => {
    const readyAt = new Date(Date.now() + 15 * 60_000);
    const payload = {
      ...glovoOrder,
      // Glovo's estimate: 20 minutes from now, in local time at UTC+1.
      estimated_pickup_time: localAt(new Date(Date.now() + 20 * 60_000), 60),
    };
    api.answerNext({ status: 404 }, { status: 204 });
    await glovoAdapter.accept(connection('glovo'), orderRef(payload, readyAt));
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: `/api/v0/integrations/orders/${glovoOrder.order_id}/accept`,
        body: { committedPreparationTime: readyAt.toISOString() },
      },
      { method: 'PUT', path: statusPath, body: { status: 'ACCEPTED' } },
    ]);
    expect(api.requests[0]!.headers['glovo-store-address-external-id']).toBe(GLOVO_STORE);
  });

  it("keeps committedPreparationTime within 10 minutes of Glovo's pick-up estimate", async () => {
    const estimate = new Date(Date.now() + 20 * 60_000);
    const payload = { ...glovoOrder, estimated_pickup_time: localAt(estimate, 60) };
    await glovoAdapter.accept(connection('glovo'), orderRef(payload, new Date(Date.now() + 60 * 60_000)));
    const body = JSON.parse(api.requests[0]!.raw) as { committedPreparationTime: string };
    // Glovo's local times are to the second.
    const latest = Math.floor(estimate.getTime() / 1000) * 1000 + 10 * 60_000;
    expect(Date.parse(body.committedPreparationTime)).toBe(latest);
  });

  it('an already accepted order (409) is done; a 503 is retried after its Retry-After', async () => {
    api.answerNext({ status: 409 });
    await expect(glovoAdapter.accept(connection('glovo'), orderRef(glovoOrder, new Date()))).resolves.toBe(
      undefined,
    );
    api.answerNext({ status: 503, headers: { 'retry-after': '120' } });
    const failure = await glovoAdapter.markReady!(
      connection('glovo'),
      orderRef(glovoOrder, new Date()),
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformCallError);
    expect(failure).toMatchObject({ status: 503, retryable: true, retryAfterMs: 120_000 });
    expect(askedWaitMs(failure)).toBe(120_000);
  });
});

describe('Glovo inbound Authorization', () => {
  const call = (authorization: string | undefined) => ({
    headers: authorization ? { authorization } : {},
    rawBody: Buffer.from(JSON.stringify(glovoOrder)),
    params: { webhook: 'orders' },
  });

  it("is the integration's one shared token by default; a separate inbound token, when set, replaces it", async () => {
    const shared = connection('glovo');
    const lookup = (c: PlatformConnection) => ({ connectionOf: async () => c });
    const received = await glovoAdapter.receive(call(GLOVO_TOKEN), lookup(shared));
    expect(received.events.map((e) => e.kind)).toEqual(['order']);
    await expect(glovoAdapter.receive(call('something-else'), lookup(shared))).rejects.toBeInstanceOf(
      InboundRefusal,
    );
    const separate = connection('glovo', {
      credentials: { apiToken: GLOVO_TOKEN, webhookToken: 'inbound-1' },
    });
    expect((await glovoAdapter.receive(call('inbound-1'), lookup(separate))).events).toHaveLength(1);
    await expect(glovoAdapter.receive(call(GLOVO_TOKEN), lookup(separate))).rejects.toBeInstanceOf(
      InboundRefusal,
    );
  });
});

describe('Wolt order and venue calls', () => {
  const woltOrder = (selfDelivery: boolean) => ({
    id: 'wolt-order-1',
    delivery: { type: 'homedelivery', self_delivery: selfDelivery },
  });

  it('accepts a Wolt-courier order with adjusted_pickup_time, a self-delivery one through /self-delivery/accept', async () => {
    const readyAt = new Date('2026-11-26T12:30:00.000Z');
    await woltAdapter.accept(connection('wolt'), orderRef(woltOrder(false), readyAt));
    await woltAdapter.accept(connection('wolt'), orderRef(woltOrder(true), readyAt));
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: '/orders/wolt-order-1/accept',
        body: { adjusted_pickup_time: readyAt.toISOString() },
      },
      { method: 'PUT', path: '/orders/wolt-order-1/self-delivery/accept', body: null },
    ]);
    expect(api.requests[0]!.headers['wolt-api-key']).toBe('wolt-api-key');
  });

  it('pushes opening hours with a 24:00 closing as Wolt writes it', async () => {
    const availability = [
      { opening_day: 'MONDAY', opening_time: '10:00', closing_day: 'MONDAY', closing_time: '24:00' },
    ];
    await woltAdapter.pushOpeningHours!(connection('wolt'), availability);
    expect(sent()).toEqual([
      { method: 'PATCH', path: '/venues/wolt-venue-1/opening-times', body: { availability } },
    ]);
  });

  it('reads Retry-After (seconds or an HTTP date) on a 429 or 503 of order, venue and menu calls', async () => {
    api.answerNext(
      { status: 429, headers: { 'retry-after': '900' } },
      { status: 503, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } },
      { status: 429, headers: { 'retry-after': '30' } },
    );
    const accept = await woltAdapter
      .accept(connection('wolt'), orderRef(woltOrder(false), new Date()))
      .catch((e: unknown) => e);
    const online = await woltAdapter
      .setOnline(connection('wolt'), false, { now: new Date() })
      .catch((e: unknown) => e);
    const items = await woltAdapter.sendAvailability!(connection('wolt'), {
      items: [{ id: 'i_1', available: false }],
      options: [],
    }).catch((e: unknown) => e);
    expect(accept).toMatchObject({ status: 429, retryable: true, retryAfterMs: 900_000 });
    expect((online as PlatformCallError).retryAfterMs).toBeGreaterThan(55_000);
    expect((online as PlatformCallError).retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(items).toMatchObject({ status: 429, retryAfterMs: 30_000 });
    expect(sent().at(-1)).toEqual({
      method: 'PATCH',
      path: '/venues/wolt-venue-1/items',
      body: { data: [{ external_id: 'i_1', in_stock: false, enabled: false }] },
    });
  });
});

describe('Retry-After on the other platforms', () => {
  it('Bolt Food calls carry it too', async () => {
    api.answerNext({ status: 429, headers: { 'retry-after': '45' } });
    const failure = await boltAdapter
      .accept(connection('bolt', { externalId: 'bolt-provider-1' }), orderRef({ id: 'b-1' }, new Date()))
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429, retryable: true, retryAfterMs: 45_000 });
  });
});

/** An instant as Glovo writes local times: "YYYY-MM-DD HH:mm:ss" at the offset. */
function localAt(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
