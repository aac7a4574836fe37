// A simulated Fudy speaking our Fudy connector contract (docs/platforms.md §4): posts signed order events to
// our webhook, answers the order and store calls we make at its `apiUrl` (Bearer API key), records
// each of them, and fails on demand.
import { simMenuLines } from '../sim-menu-lines';
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { displaySequenceStart } from '../display-sequence';

export interface FudySimulatorOptions {
  /** Our webhook, e.g. http://127.0.0.1:3000/api/webhooks/fudy. */
  webhookUrl: string;
  webhookSecret: string;
  apiKey: string;
  restaurantId: string;
  host?: string;
}

export interface FudyRecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
  status: number;
}

export interface FudyOrderInput {
  orderId?: string;
  items?: { name: string; quantity: number; unitPrice: number }[];
  customerName?: string;
}

export interface FudySimulator {
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  readonly url: string | undefined;
  createOrder(input?: FudyOrderInput): Promise<{ order: Record<string, unknown>; status: number }>;
  cancelOrder(orderId: string, reason?: string): Promise<number>;
  readonly calls: FudyRecordedCall[];
  readonly orderStates: Map<string, string>;
  readonly store: { isOnline: boolean; until: string | null };
  failNext(count: number, status: number): void;
}

let sequence = displaySequenceStart();

/** An order of our connector contract, money in minor units. */
export function buildFudyOrder(input: FudyOrderInput = {}): Record<string, unknown> {
  sequence += 1;
  // By default two dishes of the simulated venue's menu, their `id` the venue's POS id (the r_keeper code).
  const lines = input.items ?? simMenuLines(sequence);
  const items = lines.map((line, i) => ({
    id: 'posId' in line ? line.posId : `fudy-item-${i + 1}`,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    total: line.unitPrice * line.quantity,
    options: [],
  }));
  return {
    id: input.orderId ?? `fudy-${Date.now()}-${sequence}`,
    number: `F-${sequence}`,
    created_at: new Date().toISOString(),
    delivery_type: 'dine_in',
    table: String((sequence % 40) + 1),
    pickup_at: null,
    customer: { name: input.customerName ?? 'Fudy guest' },
    comment: sequence % 3 === 0 ? 'Prie lango, prašome' : null,
    total: { amount: items.reduce((sum, item) => sum + item.total, 0), currency: 'EUR' },
    items,
  };
}

export function createFudySimulator(opts: FudySimulatorOptions): FudySimulator {
  const app = Fastify({ logger: false });
  const calls: FudyRecordedCall[] = [];
  const orderStates = new Map<string, string>();
  const store = { isOnline: true, until: null as string | null };
  const menu: { current: unknown } = { current: null };
  let failures = { count: 0, status: 500 };
  let url: string | undefined;

  app.addHook('preHandler', async (request, reply) => {
    // The control API of the tests is not Fudy's: no key, not recorded.
    if (request.url.startsWith('/_sim/')) return undefined;
    const record = (status: number) =>
      calls.push({
        method: request.method,
        path: request.url,
        headers: {
          authorization: request.headers.authorization,
          'content-type': request.headers['content-type'],
        },
        body: request.body ?? null,
        status,
      });
    if (request.headers.authorization !== `Bearer ${opts.apiKey}`) {
      record(401);
      return reply.code(401).send({ error: 'unauthorized' });
    }
    if (failures.count > 0) {
      failures.count -= 1;
      record(failures.status);
      return reply.code(failures.status).send({ error: 'simulated failure' });
    }
    const path = request.url.split('?')[0]!;
    const [, , orderId, action] = path.split('/');
    const already = orderId && action && orderStates.get(orderId) === action;
    record(already ? 409 : 200);
    if (already) return reply.code(409).send({ error: `${action} already done` });
    return undefined;
  });
  app.post<{ Params: { id: string; action: string } }>('/orders/:id/:action', async (request) => {
    orderStates.set(request.params.id, request.params.action);
    return { ok: true };
  });
  app.post('/store/status', async (request) => {
    const body = request.body as { isOnline?: boolean; until?: string | null };
    store.isOnline = body.isOnline ?? true;
    store.until = body.until ?? null;
    return { ok: true };
  });
  app.get('/store/status', async () => ({ storeId: opts.restaurantId, ...store }));
  // Our connector's menu call (docs/fudy-connector.openapi.yaml): the whole menu, kept as the store's.
  app.put('/store/menu', async (request, reply) => {
    const body = request.body as { storeId?: unknown; categories?: unknown } | null;
    if (body?.storeId !== opts.restaurantId || !Array.isArray(body.categories)) {
      calls[calls.length - 1]!.status = 400;
      return reply.code(400).send({ error: 'storeId of this store and a categories list are required' });
    }
    menu.current = body;
    return { ok: true };
  });

  async function post(body: unknown): Promise<number> {
    const raw = JSON.stringify(body);
    const signature = `sha256=${createHmac('sha256', opts.webhookSecret).update(raw).digest('hex')}`;
    const response = await fetch(opts.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fudy-signature': signature },
      body: raw,
    });
    await response.text();
    return response.status;
  }

  const sim: FudySimulator = {
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
      const order = buildFudyOrder(input);
      const status = await post({
        event: 'order.created',
        event_id: `evt-${String(order['id'])}`,
        restaurant_id: opts.restaurantId,
        order,
      });
      return { order, status };
    },
    cancelOrder(orderId, reason = 'Guest left') {
      return post({
        event: 'order.cancelled',
        event_id: `evt-cancel-${orderId}`,
        restaurant_id: opts.restaurantId,
        order_id: orderId,
        reason,
      });
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
      orderId: order['id'],
      number: order['number'],
      total: (order['total'] as { amount: number }).amount,
      status,
    });
  });
  return sim;
}
