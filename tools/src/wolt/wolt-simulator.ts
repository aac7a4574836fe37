import { setMaxListeners } from 'node:events';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { buildWoltOrder, woltId } from './wolt-order-factory';
import type { WoltNotificationStatus, WoltOrderInput, WoltOrderStatus, WoltOrderV2 } from './wolt-types';
import { deliverNotification, type WebhookAttempt, type WebhookDelivery } from './wolt-webhook-sender';

export interface WoltSimulatorOptions {
  /** Our webhook, e.g. http://127.0.0.1:3000/api/webhooks/wolt. */
  webhookUrl: string;
  /** The secret we gave Wolt; signs every notification. */
  webhookSecret: string;
  woltVenueId: string;
  /** Expected in the `WOLT-API-KEY` header of every order and venue call (or an OAuth bearer token). */
  apiKey: string;
  /**
   * OAuth 2.0 client of the integration: `POST /oauth2/token` (HTTP Basic client id and secret,
   * `grant_type=refresh_token`) answers a bearer access token and a new, single-use refresh token.
   */
  oauth?: { clientId: string; clientSecret: string; refreshToken: string };
  logger?: boolean;
  venueName?: string;
  externalVenueId?: string | null;
  /** Pause between webhook attempts. Wolt waits 5 s. */
  retryIntervalMs?: number;
  /** Retries after the first attempt. Wolt makes 3. */
  maxRetries?: number;
  webhookTimeoutMs?: number;
  /** Also notify PRODUCTION, READY, DELIVERED… after actions, as Wolt does when those events are configured. */
  notifyStatusChanges?: boolean;
  /** Interface to listen on; 127.0.0.1 unless told. */
  host?: string;
  random?: () => number;
}

/** The order status Wolt shows after each notification (CREATED leaves it as it is). */
const NOTIFIED_STATUS: Partial<Record<WoltNotificationStatus, WoltOrderStatus>> = {
  PRODUCTION: 'production',
  READY: 'ready',
  CANCELED: 'rejected',
  DELIVERED: 'delivered',
  'PICK-UP-COMPLETED': 'delivered',
};

export interface RecordedCall {
  method: string;
  path: string;
  orderId: string | null;
  venueId?: string;
  body: unknown;
  at: string;
  /** What the simulator answered. */
  status: number;
}

export interface CreatedWoltOrder {
  orderId: string;
  orderNumber: string;
  order: WoltOrderV2;
  /** Settles when Wolt stops trying: HTTP 200, retries used up, or the simulator closed. Never rejects. */
  delivery: Promise<WebhookDelivery>;
}

export interface WoltSimulator {
  app: FastifyInstance;
  /** Starts listening (port 0 = any free port) and returns the base URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
  /** The base URL once listening. */
  readonly url: string | undefined;
  createOrder(input?: WoltOrderInput): Promise<CreatedWoltOrder>;
  /** Sends a notification for a stored order with the given status (e.g. a customer cancellation). */
  notify(orderId: string, status: WoltNotificationStatus): Promise<WebhookDelivery>;
  /** The customer or Wolt support cancels: the order becomes `rejected` and a CANCELED notification goes out. */
  cancelOrder(orderId: string): Promise<WebhookDelivery>;
  getOrder(orderId: string): WoltOrderV2 | undefined;
  readonly orders: ReadonlyMap<string, WoltOrderV2>;
  /** Order and venue API calls received, in order. */
  readonly calls: RecordedCall[];
  /** Every webhook attempt, in order. */
  readonly webhooks: WebhookAttempt[];
  /** Token requests received, in order, and whether each got a token. */
  readonly tokenRequests: { grantType: string | undefined; ok: boolean }[];
  /**
   * The next `count` order-action or venue calls fail with `status` and change nothing; with
   * `retryAfterSeconds`, each failure asks for that wait in `Retry-After` (Wolt's 429 / 503).
   */
  failNext(count: number, status: number, retryAfterSeconds?: number): void;
}

interface ActionRule {
  from: readonly WoltOrderStatus[];
  to?: WoltOrderStatus;
  notify?: WoltNotificationStatus;
  /** Changes the draft order, or refuses with a status and a reason. */
  apply?(order: WoltOrderV2, body: Record<string, unknown>, now: Date): Refusal | undefined;
}

interface Refusal {
  status: number;
  reason: string;
}

const BEFORE_ACCEPT: readonly WoltOrderStatus[] = ['received', 'fetched', 'acknowledged'];

function applyAccept(
  order: WoltOrderV2,
  body: Record<string, unknown>,
  now: Date,
  field: string,
): Refusal | undefined {
  const requested = body[field];
  if (requested !== undefined) {
    if (typeof requested !== 'string' || Number.isNaN(Date.parse(requested))) {
      return { status: 400, reason: `${field} must be an ISO-8601 date-time` };
    }
    order.pickup_eta = new Date(requested).toISOString();
  } else if (!order.pickup_eta) {
    order.pickup_eta = new Date(now.getTime() + 20 * 60_000).toISOString();
  }
  return undefined;
}

// Which order statuses each action is allowed from, and what it changes. Anything else is 409, like Wolt.
const ORDER_ACTIONS: Record<string, ActionRule> = {
  accept: {
    from: BEFORE_ACCEPT,
    to: 'production',
    notify: 'PRODUCTION',
    apply: (order, body, now) => applyAccept(order, body, now, 'adjusted_pickup_time'),
  },
  'self-delivery/accept': {
    from: BEFORE_ACCEPT,
    to: 'production',
    notify: 'PRODUCTION',
    apply: (order, body, now) => applyAccept(order, body, now, 'total_delivery_time'),
  },
  reject: { from: [...BEFORE_ACCEPT, 'production'], to: 'rejected', notify: 'CANCELED' },
  ready: { from: ['production'], to: 'ready', notify: 'READY' },
  'pickup-completed': {
    from: ['ready'],
    to: 'delivered',
    notify: 'PICK-UP-COMPLETED',
    apply: (order) => {
      order.delivery.status = 'delivered';
      return undefined;
    },
  },
  'courier-at-customer': { from: ['production', 'ready'] },
  delivered: {
    from: ['production', 'ready'],
    to: 'delivered',
    notify: 'DELIVERED',
    apply: (order) => {
      order.delivery.status = 'delivered';
      return undefined;
    },
  },
  'confirm-preorder': {
    from: BEFORE_ACCEPT,
    to: 'acknowledged',
    apply: (order) => {
      if (order.type !== 'preorder' || !order.pre_order) return { status: 409, reason: 'Not a pre-order' };
      if (order.pre_order.status === 'confirmed')
        return { status: 409, reason: 'Pre-order already confirmed' };
      order.pre_order = { ...order.pre_order, status: 'confirmed', pre_order_status: 'confirmed' };
      return undefined;
    },
  },
  'sent-to-pos': { from: [...BEFORE_ACCEPT, 'production', 'ready', 'delivered'] },
};

const VENUE_ENDPOINTS: readonly { method: 'GET' | 'PATCH' | 'PUT' | 'POST'; url: string }[] = [
  { method: 'GET', url: '/venues/:venueId/status' },
  { method: 'PATCH', url: '/venues/:venueId/status' },
  { method: 'PATCH', url: '/venues/:venueId/online' },
  { method: 'PATCH', url: '/venues/:venueId/opening-times' },
  { method: 'PUT', url: '/venues/:venueId/special-opening-times' },
  { method: 'PATCH', url: '/venues/:venueId/items' },
  { method: 'PATCH', url: '/venues/:venueId/items/inventory' },
  { method: 'PATCH', url: '/venues/:venueId/options/values' },
  { method: 'POST', url: '/v1/restaurants/:venueId/menu' },
];

function asRecord(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

interface StoreState {
  externalVenueId: string | null;
  online: boolean;
  offlineUntil: string | null;
  openingTimes: unknown[];
}

function newStore(externalVenueId: string | null): StoreState {
  return { externalVenueId, online: true, offlineUntil: null, openingTimes: [] };
}

/** A stand-in for Wolt's POS integration service and its order webhook, speaking Wolt's wire format. */
export function createWoltSimulator(options: WoltSimulatorOptions): WoltSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const orders = new Map<string, WoltOrderV2>();
  const calls: RecordedCall[] = [];
  const webhooks: WebhookAttempt[] = [];
  const lifetime = new AbortController();
  // Every delivery still retrying listens for the simulator's close: while the app is down, more than
  // the default ten at once is the normal case, not a leak.
  setMaxListeners(0, lifetime.signal);
  const pending = new Set<Promise<WebhookDelivery>>();
  const random = options.random ?? Math.random;
  const venue = {
    id: options.woltVenueId,
    name: options.venueName ?? 'Senamiesčio virtuvė',
    externalVenueId: options.externalVenueId ?? null,
  };
  let url: string | undefined;
  let failures: { count: number; status: number; retryAfter?: number } = { count: 0, status: 500 };
  /** Each store's state on the venue API: the configured venue, and stores added through `/_sim/venues`. */
  const stores = new Map<string, StoreState>([[venue.id, newStore(venue.externalVenueId)]]);
  /** Valid OAuth access tokens with their end, and the one refresh token that still works. */
  const accessTokens = new Map<string, number>();
  let refreshToken = options.oauth?.refreshToken;
  const tokenRequests: { grantType: string | undefined; ok: boolean }[] = [];

  // Wolt's clients often send `content-type: application/json` with no body on PUT: accept that.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  function record(request: FastifyRequest, status: number, ids: { orderId?: string; venueId?: string }) {
    calls.push({
      method: request.method,
      path: pathOf(request),
      orderId: ids.orderId ?? null,
      ...(ids.venueId ? { venueId: ids.venueId } : {}),
      body: request.body ?? null,
      at: new Date().toISOString(),
      status,
    });
  }

  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.headers['wolt-api-key'] === options.apiKey) return true;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : accessTokens.get(bearer);
    if (expiresAt !== undefined && expiresAt > Date.now()) return true;
    void reply.code(401).send({ error_code: 'UNAUTHORIZED', reason: 'Missing or invalid WOLT-API-KEY' });
    return false;
  }

  function resourceUrl(orderId: string): string {
    return `${url ?? 'http://127.0.0.1'}/orders/${orderId}`;
  }

  function send(order: WoltOrderV2, status: WoltNotificationStatus): Promise<WebhookDelivery> {
    const notification = {
      id: woltId(),
      type: 'order.notification' as const,
      order: { id: order.id, venue_id: order.venue.id, status, resource_url: resourceUrl(order.id) },
      created_at: new Date().toISOString(),
    };
    const delivery = deliverNotification(notification, {
      url: options.webhookUrl,
      secret: options.webhookSecret,
      maxRetries: options.maxRetries ?? 3,
      retryIntervalMs: options.retryIntervalMs ?? 5_000,
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
      signal: lifetime.signal,
      onAttempt(attempt) {
        webhooks.push(attempt);
        app.log.info({ attempt }, 'webhook attempt');
      },
    });
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
    return delivery;
  }

  async function createOrder(input: WoltOrderInput = {}): Promise<CreatedWoltOrder> {
    const order = buildWoltOrder(venue, input, new Date(), random);
    orders.set(order.id, order);
    return { orderId: order.id, orderNumber: order.order_number, order, delivery: send(order, 'CREATED') };
  }

  function storedOrder(orderId: string): WoltOrderV2 {
    const order = orders.get(orderId);
    if (!order) throw new Error(`Unknown Wolt order ${orderId}`);
    return order;
  }

  async function cancelOrder(orderId: string): Promise<WebhookDelivery> {
    const order = storedOrder(orderId);
    order.order_status = 'rejected';
    order.modified_at = new Date().toISOString();
    return send(order, 'CANCELED');
  }

  // ---- Order API ----------------------------------------------------------------------------------------

  const getOrder = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    if (!authorised(request, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) {
      return reply
        .code(404)
        .send({ error_code: 'NOT_FOUND', reason: `Order ${request.params.id} not found` });
    }
    return reply.send(order);
  };
  app.get('/v2/orders/:id', getOrder);
  // `resource_url` points here; Wolt may answer it with an older shape, the simulator answers OrderV2.
  app.get('/orders/:id', getOrder);

  for (const [action, rule] of Object.entries(ORDER_ACTIONS)) {
    app.put(
      `/orders/:id/${action}`,
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const orderId = request.params.id;
        const answer = (status: number, body?: unknown) => {
          record(request, status, { orderId });
          return body === undefined ? reply.code(status).send() : reply.code(status).send(body);
        };
        if (!authorised(request, reply)) {
          record(request, 401, { orderId });
          return reply;
        }
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 };
          if (failures.retryAfter !== undefined)
            void reply.header('retry-after', String(failures.retryAfter));
          return answer(failures.status, { error_code: 'SIMULATED_FAILURE', reason: 'Failure on request' });
        }
        const order = orders.get(orderId);
        if (!order) return answer(404, { error_code: 'NOT_FOUND', reason: `Order ${orderId} not found` });
        if (!rule.from.includes(order.order_status)) {
          return answer(409, {
            error_code: 'CONFLICT',
            reason: `Cannot ${action} an order in status ${order.order_status}`,
          });
        }
        const now = new Date();
        const draft: WoltOrderV2 = structuredClone(order);
        const refusal = rule.apply?.(draft, asRecord(request.body), now);
        if (refusal) {
          const errorCode = refusal.status === 409 ? 'CONFLICT' : 'INVALID_PAYLOAD';
          return answer(refusal.status, { error_code: errorCode, reason: refusal.reason });
        }
        if (rule.to) draft.order_status = rule.to;
        draft.modified_at = now.toISOString();
        orders.set(orderId, draft);
        if (rule.notify && options.notifyStatusChanges) void send(draft, rule.notify);
        return answer(200);
      },
    );
  }

  // ---- Venue API (docs/platforms.md §1.5): answered, checked and recorded ----------------------------------

  /** Refuses a body that is not Wolt's, like Wolt's validation answer; undefined when it fits. */
  function venueBodyProblem(url: string, body: Record<string, unknown>): string | undefined {
    if (url.endsWith('/status')) {
      if (typeof body.is_online !== 'boolean') return 'is_online must be a boolean';
      if (body.reason !== undefined && typeof body.reason !== 'string') return 'reason must be a string';
    }
    if (url.endsWith('/online')) {
      if (body.status !== 'ONLINE' && body.status !== 'OFFLINE') return 'status must be ONLINE or OFFLINE';
      if (
        body.until !== undefined &&
        body.until !== null &&
        (typeof body.until !== 'string' || Number.isNaN(Date.parse(body.until)))
      )
        return 'until must be an ISO-8601 date-time or null';
    }
    if (url.endsWith('/items') || url.endsWith('/options/values')) {
      if (!Array.isArray(body.data)) return 'data must be a list';
      for (const entry of body.data as Record<string, unknown>[]) {
        if (typeof entry?.external_id !== 'string') return 'each entry needs an external_id';
        for (const field of ['in_stock', 'enabled'])
          if (entry[field] !== undefined && typeof entry[field] !== 'boolean')
            return `${field} must be a boolean`;
      }
    }
    if (url.endsWith('/menu')) {
      if (typeof body.currency !== 'string' || typeof body.primary_language !== 'string')
        return 'currency and primary_language are required';
      if (!Array.isArray(body.categories)) return 'categories must be a list';
      for (const category of body.categories as Record<string, unknown>[]) {
        if (!Array.isArray(category?.name) || !Array.isArray(category?.items))
          return 'each category needs a name list and an items list';
        for (const item of category.items as Record<string, unknown>[]) {
          if (
            !Array.isArray(item?.name) ||
            !Number.isInteger(item?.price) ||
            typeof item?.external_data !== 'string'
          )
            return 'each item needs a name list, an integer price and external_data';
        }
      }
    }
    if (url.endsWith('/opening-times')) {
      if (!Array.isArray(body.availability)) return 'availability must be a list';
      const time = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
      const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
      for (const entry of body.availability as Record<string, unknown>[]) {
        const ok =
          days.includes(String(entry?.opening_day)) &&
          days.includes(String(entry?.closing_day)) &&
          time.test(String(entry?.opening_time)) &&
          time.test(String(entry?.closing_time));
        if (!ok) return 'each availability entry needs opening_day, opening_time, closing_day, closing_time';
      }
    }
    return undefined;
  }

  /** Online unless offline, or paused until a time still to come (Wolt ends a timed pause itself). */
  function isOnlineNow(store: StoreState): boolean {
    if (store.online) return true;
    if (store.offlineUntil && Date.parse(store.offlineUntil) <= Date.now()) {
      store.online = true;
      store.offlineUntil = null;
    }
    return store.online;
  }

  for (const endpoint of VENUE_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      handler: async (request: FastifyRequest<{ Params: { venueId: string } }>, reply: FastifyReply) => {
        const venueId = request.params.venueId;
        const answer = (status: number, body?: unknown) => {
          record(request, status, { venueId });
          return body === undefined ? reply.code(status).send() : reply.code(status).send(body);
        };
        if (!authorised(request, reply)) {
          record(request, 401, { venueId });
          return reply;
        }
        const store = stores.get(venueId);
        if (!store) {
          return answer(404, { error_code: 'NOT_FOUND', reason: `Venue ${venueId} not found` });
        }
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 };
          if (failures.retryAfter !== undefined)
            void reply.header('retry-after', String(failures.retryAfter));
          return answer(failures.status, { error_code: 'SIMULATED_FAILURE', reason: 'Failure on request' });
        }
        const body = asRecord(request.body);
        const problem = endpoint.method === 'GET' ? undefined : venueBodyProblem(endpoint.url, body);
        if (problem) return answer(400, { detail: [{ type: 'value_error', loc: ['body'], msg: problem }] });
        if (endpoint.url.endsWith('/online')) {
          store.online = body.status === 'ONLINE';
          store.offlineUntil = store.online ? null : ((body.until as string | null | undefined) ?? null);
        }
        if (endpoint.method === 'PATCH' && endpoint.url.endsWith('/status')) {
          store.online = body.is_online === true;
          store.offlineUntil = null;
        }
        if (endpoint.url.endsWith('/opening-times')) store.openingTimes = body.availability as unknown[];
        if (endpoint.method !== 'GET') return answer(200);
        return answer(200, {
          external_venue_id: store.externalVenueId,
          status: { is_open: true, is_online: isOnlineNow(store), is_ipad_free: true },
          opening_times: store.openingTimes,
          special_times: [],
        });
      },
    });
  }

  // ---- OAuth 2.0 token endpoint (docs/platforms.md §1.1): refresh tokens are single-use -------------------

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/oauth2/token', async (request, reply) => {
    const form = asRecord(request.body);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [clientId, clientSecret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    const oauth = options.oauth;
    const clientOk =
      oauth !== undefined && clientId === oauth.clientId && clientSecret === oauth.clientSecret;
    const ok = clientOk && form.grant_type === 'refresh_token' && form.refresh_token === refreshToken;
    tokenRequests.push({ grantType: typeof form.grant_type === 'string' ? form.grant_type : undefined, ok });
    if (!clientOk) return reply.code(401).send({ error: 'invalid_client' });
    if (!ok) return reply.code(400).send({ error: 'invalid_grant' });
    const accessToken = `wolt-at-${woltId()}`;
    accessTokens.set(accessToken, Date.now() + 3600_000);
    refreshToken = `wolt-rt-${woltId()}`;
    return reply.send({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
    });
  });

  // ---- Control API for demo mode and browser tests (not part of Wolt) -----------------------------------

  app.post('/_sim/orders', async (request: FastifyRequest<{ Querystring: { wait?: string } }>, reply) => {
    const created = await createOrder(asRecord(request.body) as WoltOrderInput);
    const delivery = request.query.wait ? await created.delivery : undefined;
    return reply.code(201).send({ orderId: created.orderId, orderNumber: created.orderNumber, delivery });
  });
  app.get('/_sim/orders', async () => [...orders.values()]);
  app.get('/_sim/orders/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const order = orders.get(request.params.id);
    return order ? order : reply.code(404).send({ error_code: 'NOT_FOUND', reason: 'Unknown order' });
  });
  app.post('/_sim/orders/:id/cancel', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    if (!orders.has(request.params.id)) {
      return reply.code(404).send({ error_code: 'NOT_FOUND', reason: 'Unknown order' });
    }
    void cancelOrder(request.params.id);
    return reply.code(202).send({ orderId: request.params.id });
  });
  app.get('/_sim/calls', async () => calls);
  // Another store on the venue API (same API key), e.g. for a venue set up in a browser test.
  app.post('/_sim/venues', async (request, reply) => {
    const id = asRecord(request.body).id;
    if (typeof id !== 'string' || id.trim() === '') return reply.code(400).send({ reason: 'id is required' });
    if (!stores.has(id)) stores.set(id, newStore(null));
    return reply.code(201).send({ id });
  });
  app.delete('/_sim/calls', async (_request, reply) => {
    calls.length = 0;
    return reply.code(204).send();
  });
  app.get('/_sim/webhooks', async () => webhooks);
  app.post('/_sim/fail-next', async (request, reply) => {
    const body = asRecord(request.body);
    const count = Number(body.count ?? 1);
    const status = Number(body.status ?? 500);
    if (!Number.isInteger(count) || count < 0 || !Number.isInteger(status) || status < 100 || status > 599) {
      return reply.code(400).send({ error_code: 'INVALID_PAYLOAD', reason: 'count >= 0 and an HTTP status' });
    }
    failures = { count, status };
    return reply.send(failures);
  });

  return {
    app,
    async listen(port = 0) {
      url = await app.listen({ port, host: options.host ?? '127.0.0.1' });
      return url;
    },
    async close() {
      lifetime.abort();
      await Promise.allSettled([...pending]);
      await app.close();
    },
    get url() {
      return url;
    },
    createOrder,
    async notify(orderId, status) {
      // A notification follows a change on Wolt's side: the order Wolt serves afterwards shows it.
      const order = storedOrder(orderId);
      const changed = NOTIFIED_STATUS[status];
      if (changed) order.order_status = changed;
      return send(order, status);
    },
    cancelOrder,
    getOrder: (orderId) => orders.get(orderId),
    orders,
    calls,
    webhooks,
    tokenRequests,
    failNext(count, status, retryAfterSeconds) {
      failures = {
        count,
        status,
        ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }),
      };
    },
  };
}
