// A simulated Glovo (Partners API, docs/platforms.md §2): posts dispatched orders and cancellations to our
// webhooks with the shared token in `Authorization`, answers the order and store calls we make, records
// each of them, and fails on demand.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { buildGlovoOrder, type GlovoOrder, type GlovoOrderInput } from './glovo-order-factory';

export interface GlovoSimulatorOptions {
  /** Our webhook base, e.g. http://127.0.0.1:3000/api/webhooks/glovo (`/orders`, `/cancellations`). */
  webhookBaseUrl: string;
  /** What Glovo sends us in `Authorization`. */
  webhookToken: string;
  /** What we must send Glovo in `Authorization` (raw, no "Bearer"). */
  apiToken: string;
  storeId: string;
  host?: string;
}

export interface GlovoRecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
  status: number;
  at: string;
}

export interface GlovoSimulator {
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  readonly url: string | undefined;
  /** Posts a new dispatched order to our webhook; resolves with our answer's status. */
  createOrder(input?: GlovoOrderInput): Promise<{ order: GlovoOrder; status: number }>;
  cancelOrder(orderId: string, reason?: string): Promise<number>;
  readonly calls: GlovoRecordedCall[];
  readonly orders: Map<string, GlovoOrder & { status?: string }>;
  /** The store's temporary closing, as set by our calls. */
  readonly closing: { until: string | null };
  /** The next `count` calls answer `status`. */
  failNext(count: number, status: number): void;
  /** Full menu uploads: the URL given, what Glovo fetched there and the transaction's status. */
  readonly menuUploads: GlovoMenuUpload[];
}

export interface GlovoMenuUpload {
  transactionId: string;
  storeId: string;
  menuUrl: string;
  status: string;
  details: string | null;
  menu: unknown;
  at: string;
}

/** Glovo's full uploads per store and day (docs/platforms.md §2.5). */
const MENU_UPLOADS_PER_DAY = 5;

export function createGlovoSimulator(opts: GlovoSimulatorOptions): GlovoSimulator {
  const app = Fastify({ logger: false });
  const calls: GlovoRecordedCall[] = [];
  const orders = new Map<string, GlovoOrder & { status?: string }>();
  const closing: { until: string | null } = { until: null };
  const menuUploads: GlovoMenuUpload[] = [];
  let bulkUpdates = 0;
  let failures = { count: 0, status: 500 };
  let url: string | undefined;

  /** Authorised and not failing on purpose; records the call either way. */
  function guard(request: FastifyRequest, reply: FastifyReply): boolean {
    const record = (status: number) =>
      calls.push({
        method: request.method,
        path: request.url,
        headers: {
          authorization: request.headers.authorization,
          'glovo-store-address-external-id': request.headers['glovo-store-address-external-id'] as
            string | undefined,
          'content-type': request.headers['content-type'],
        },
        body: request.body ?? null,
        status,
        at: new Date().toISOString(),
      });
    if (request.headers.authorization !== opts.apiToken) {
      record(401);
      void reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Invalid token' });
      return false;
    }
    if (failures.count > 0) {
      failures.count -= 1;
      record(failures.status);
      void reply.code(failures.status).send({ code: 'GLOVO_ERROR', message: 'Simulated failure' });
      return false;
    }
    record(request.method === 'GET' ? 200 : 204);
    return true;
  }

  const stepStatus: Record<string, string> = {
    accept: 'ACCEPTED',
    ready_for_pickup: 'READY_FOR_PICKUP',
    out_for_delivery: 'OUT_FOR_DELIVERY',
    customer_picked_up: 'PICKED_UP_BY_CUSTOMER',
  };

  app.put<{ Params: { id: string; step: string } }>(
    '/api/v0/integrations/orders/:id/:step',
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const order = orders.get(request.params.id);
      const status = stepStatus[request.params.step];
      if (!order || !status)
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'Unknown order or step' });
      if (request.headers['glovo-store-address-external-id'] !== order.store_id)
        return reply
          .code(400)
          .send({ code: 'BAD_REQUEST', message: 'Glovo-Store-Address-External-Id does not match' });
      order.status = status;
      return reply.code(204).send();
    },
  );
  app.put<{ Params: { store: string; id: string } }>(
    '/webhook/stores/:store/orders/:id/status',
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const order = orders.get(request.params.id);
      if (!order) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Unknown order' });
      order.status = (request.body as { status?: string } | null)?.status;
      return reply.code(204).send();
    },
  );
  app.put<{ Params: { store: string } }>('/webhook/stores/:store/closing', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    closing.until = (request.body as { until?: string } | null)?.until ?? null;
    return reply.code(204).send();
  });
  app.get('/webhook/stores/:store/closing', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    return { until: closing.until };
  });
  app.delete('/webhook/stores/:store/closing', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    closing.until = null;
    return reply.code(204).send();
  });
  // Full menu upload: Glovo fetches the JSON at `menuUrl` and checks it; 5 uploads a day per store.
  app.post<{ Params: { store: string } }>('/webhook/stores/:store/menu', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const today = new Date().toISOString().slice(0, 10);
    const used = menuUploads.filter((u) => u.storeId === request.params.store && u.at.startsWith(today));
    if (used.length >= MENU_UPLOADS_PER_DAY) {
      calls[calls.length - 1]!.status = 429;
      return reply.code(429).send({ code: 'LIMIT_EXCEEDED', message: 'Menu upload limit reached for today' });
    }
    const menuUrl = (request.body as { menuUrl?: unknown } | null)?.menuUrl;
    if (typeof menuUrl !== 'string') {
      calls[calls.length - 1]!.status = 400;
      return reply.code(400).send({ code: 'BAD_REQUEST', message: 'menuUrl is required' });
    }
    const upload: GlovoMenuUpload = {
      transactionId: `glovo-tx-${menuUploads.length + 1}`,
      storeId: request.params.store,
      menuUrl,
      status: 'PROCESSING',
      details: null,
      menu: null,
      at: new Date().toISOString(),
    };
    menuUploads.push(upload);
    try {
      const fetched = await fetch(menuUrl);
      if (!fetched.ok) {
        upload.status =
          fetched.status === 401 || fetched.status === 403 || fetched.status === 404
            ? 'FETCH_MENU_UNAUTHORIZED'
            : 'FETCH_MENU_SERVER_ERROR';
        upload.details = `HTTP ${fetched.status}`;
      } else {
        upload.menu = await fetched.json();
        const menu = upload.menu as { products?: unknown; collections?: unknown };
        const valid = Array.isArray(menu.products) && Array.isArray(menu.collections);
        upload.status = valid ? 'SUCCESS' : 'FETCH_MENU_INVALID_PAYLOAD';
        if (!valid) upload.details = 'products and collections must be lists';
      }
    } catch (error) {
      upload.status = 'FETCH_MENU_SERVER_ERROR';
      upload.details = (error as Error).message;
    }
    return reply.code(200).send({ transaction_id: upload.transactionId });
  });
  // Bulk availability and price updates (docs/platforms.md §2.5); recorded with the calls.
  app.post<{ Params: { store: string } }>('/webhook/stores/:store/menu/updates', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const body = request.body as { products?: unknown; attributes?: unknown } | null;
    if (!Array.isArray(body?.products ?? []) || !Array.isArray(body?.attributes ?? []))
      return reply.code(400).send({ code: 'BAD_REQUEST', message: 'products and attributes must be lists' });
    bulkUpdates += 1;
    return reply.code(200).send({ transaction_id: `glovo-bulk-${bulkUpdates}` });
  });
  app.get<{ Params: { store: string; tx: string } }>(
    '/webhook/stores/:store/menu/:tx',
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const upload = menuUploads.find((u) => u.transactionId === request.params.tx);
      if (!upload) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Unknown transaction' });
      return {
        transaction_id: upload.transactionId,
        status: upload.status,
        last_updated_at: upload.at,
        details: upload.details,
      };
    },
  );
  app.get('/_sim/menu-uploads', async () => menuUploads);
  app.get('/_sim/calls', async () => calls);
  app.post('/_sim/orders', async (request, reply) => {
    const created = await sim.createOrder((request.body ?? {}) as GlovoOrderInput);
    return reply.code(201).send({
      orderId: created.order.order_id,
      pickUpCode: created.order.pick_up_code,
      total: created.order.partner_discounted_products_total,
      status: created.status,
    });
  });

  async function post(path: string, body: unknown): Promise<number> {
    const response = await fetch(`${opts.webhookBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: opts.webhookToken },
      body: JSON.stringify(body),
    });
    await response.text();
    return response.status;
  }

  const sim: GlovoSimulator = {
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
      const order = buildGlovoOrder(opts.storeId, input);
      orders.set(order.order_id, order);
      return { order, status: await post('/orders', order) };
    },
    async cancelOrder(orderId, reason = 'USER_ERROR') {
      return post('/cancellations', {
        order_id: orderId,
        store_id: opts.storeId,
        cancel_reason: reason,
        payment_strategy: 'PAY_NOTHING',
      });
    },
    calls,
    orders,
    closing,
    menuUploads,
    failNext(count, status) {
      failures = { count, status };
    },
  };
  return sim;
}
