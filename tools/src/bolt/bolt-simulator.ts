// A simulated Bolt Food (delivery-provider POS API, docs/platforms.md §3): posts new orders, cancellations
// and updates to our webhooks with HTTP Basic, answers the signed POST calls we make (checking
// `x-external-integrator-id` and the base64 HMAC-SHA256 of the exact body bytes), records each of
// them with its raw body, and fails on demand.
import { simMenuLines } from '../sim-menu-lines';
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { displaySequenceStart } from '../display-sequence';

export interface BoltSimulatorOptions {
  /** Our webhook base, e.g. http://127.0.0.1:3000/api/webhooks/bolt (`/sendNewOrder`, …). */
  webhookBaseUrl: string;
  webhookUser: string;
  webhookPassword: string;
  integratorId: string;
  hmacSecret: string;
  providerId: string;
  host?: string;
}

export interface BoltRecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The exact bytes we sent. */
  rawBody: string;
  body: unknown;
  status: number;
}

export interface BoltOrderInput {
  orderId?: string;
  items?: { name: string; quantity: number; unitPrice: number }[];
  customerName?: string;
}

export interface BoltSimulator {
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  readonly url: string | undefined;
  createOrder(input?: BoltOrderInput): Promise<{ order: Record<string, unknown>; status: number }>;
  cancelOrder(orderId: string, reason?: string): Promise<number>;
  readonly calls: BoltRecordedCall[];
  /** Order id → the last order call made for it (`acceptOrder`, …). */
  readonly orderStates: Map<string, string>;
  /** The store's state as our pause/start calls left it. */
  readonly store: { accepting: boolean };
  failNext(count: number, status: number): void;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
let sequence = displaySequenceStart();

/** A new order as we assume Bolt sends it (names in apps/server …/bolt/bolt-payloads.ts). */
export function buildBoltOrder(providerId: string, input: BoltOrderInput = {}): Record<string, unknown> {
  sequence += 1;
  // By default two dishes of the simulated venue's menu, their `id` the venue's POS id (the r_keeper code).
  const lines = input.items ?? simMenuLines(sequence).map((l) => ({ ...l, unitPrice: l.unitPrice / 100 }));
  const items = lines.map((line, i) => ({
    id: 'posId' in line ? line.posId : `item-${i + 1}`,
    name: line.name,
    quantity: line.quantity,
    unit_price: { value: line.unitPrice, currency: 'EUR' },
    total_price: { value: round2(line.unitPrice * line.quantity), currency: 'EUR' },
    options: [],
  }));
  const total = round2(items.reduce((sum, item) => sum + item.total_price.value, 0));
  return {
    order_id: input.orderId ?? `${Date.now()}${sequence}`,
    provider_id: providerId,
    order_reference_id: `B-${sequence.toString(36).toUpperCase()}`,
    created: Math.floor(Date.now() / 1000),
    delivery_type: 'delivery_by_bolt',
    customer: { name: input.customerName ?? 'Bolt customer' },
    comment: sequence % 3 === 0 ? 'Įdėkite servetėlių' : null,
    total_order_price: { value: total, currency: 'EUR' },
    items,
  };
}

export function createBoltSimulator(opts: BoltSimulatorOptions): BoltSimulator {
  const app = Fastify({ logger: false });
  const calls: BoltRecordedCall[] = [];
  const orderStates = new Map<string, string>();
  const store: { accepting: boolean; menu?: unknown } = { accepting: true };
  let failures = { count: 0, status: 500 };
  let url: string | undefined;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    let body: unknown = null;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = null;
    }
    const signature = request.headers['x-server-authorization-hmac-sha256'] as string | undefined;
    const integrator = request.headers['x-external-integrator-id'] as string | undefined;
    const record = (status: number) =>
      calls.push({
        method: request.method,
        path: request.url,
        headers: {
          'content-type': request.headers['content-type'],
          'x-external-integrator-id': integrator,
          'x-server-authorization-hmac-sha256': signature,
        },
        rawBody,
        body,
        status,
      });
    const expected = createHmac('sha256', opts.hmacSecret).update(rawBody).digest('base64');
    if (integrator !== opts.integratorId || signature !== expected) {
      record(401);
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Bad integrator id or signature' });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      record(failures.status);
      return reply.code(failures.status).send({ code: 'INTERNAL', message: 'Simulated failure' });
    }
    const path = request.params['*'];
    const orderId = (body as { order_id?: string } | null)?.order_id;
    if (path === 'genericClient/startAcceptingOrders') store.accepting = true;
    else if (path === 'genericClient/pauseOrders') store.accepting = false;
    else if (path === 'genericClient/pushMenu') {
      const menu = (body as { menu?: { categories?: unknown } } | null)?.menu;
      if (!Array.isArray(menu?.categories)) {
        record(400);
        return reply.code(400).send({ code: 'INVALID_MENU', message: 'menu.categories must be a list' });
      }
      store.menu = menu;
    } else if (path === 'genericClient/updateMenuItemAvailability') {
      const update = body as { items?: unknown; options?: unknown } | null;
      if (!Array.isArray(update?.items) || !Array.isArray(update?.options)) {
        record(400);
        return reply.code(400).send({ code: 'INVALID_REQUEST', message: 'items and options must be lists' });
      }
    } else if (path === 'genericClient/getMenu') {
      record(200);
      return { menu: store.menu ?? { categories: [] } };
    } else if (orderId) {
      const action = path.split('/').pop()!;
      if (orderStates.get(orderId) === action) {
        record(409);
        return reply.code(409).send({ code: 'ALREADY_DONE', message: `${action} already done` });
      }
      orderStates.set(orderId, action);
    }
    record(200);
    return { code: 'OK' };
  });

  async function post(event: string, body: unknown): Promise<number> {
    const basic = Buffer.from(`${opts.webhookUser}:${opts.webhookPassword}`).toString('base64');
    const response = await fetch(`${opts.webhookBaseUrl}/${event}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${basic}` },
      body: JSON.stringify(body),
    });
    await response.text();
    return response.status;
  }

  const sim: BoltSimulator = {
    async listen(port = 0) {
      url = await app.listen({ port, host: opts.host ?? '127.0.0.1' });
      return url;
    },
    async close() {
      await app.close();
    },
    get url() {
      return url;
    },
    async createOrder(input) {
      const order = buildBoltOrder(opts.providerId, input);
      return { order, status: await post('sendNewOrder', order) };
    },
    cancelOrder(orderId, reason = 'CUSTOMER_CANCELLED') {
      return post('sendCancelOrder', { order_id: orderId, provider_id: opts.providerId, reason });
    },
    calls,
    orderStates,
    store,
    failNext(count, status) {
      failures = { count, status };
    },
  };

  // Control API for the browser tests, which run in another process.
  app.get('/_sim/calls', async () => calls);
  app.post('/_sim/orders', async (_request, reply) => {
    const { order, status } = await sim.createOrder();
    return reply.code(201).send({
      orderId: order['order_id'],
      number: order['order_reference_id'],
      total: (order['total_order_price'] as { value: number }).value,
      status,
    });
  });
  return sim;
}
