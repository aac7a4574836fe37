import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWoltBody } from '../../src/integrations/platforms/wolt/wolt-signature';
import { WEBHOOK_SECRET, type TestApp } from './test-app';

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** An OrderV2 with the fields intake reads; `over` replaces any of them. */
export function woltOrderBody(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    order_number: `N-${id.slice(-6)}`,
    consumer_name: 'Mari Maasikas',
    type: 'instant',
    created_at: new Date().toISOString(),
    order_status: 'received',
    basket_price: { total: { amount: 1290, currency: 'EUR' } },
    delivery: { type: 'homedelivery' },
    items: [{ name: 'Burger', count: 1, item_price: { total: { amount: 1290, currency: 'EUR' } } }],
    ...over,
  };
}

/**
 * Wolt's order API as intake meets it: `GET /v2/orders/{id}` answers what a test scripted for that
 * order (in turn, then the order itself, or 404 when there is none), and the OAuth token endpoint
 * hands out numbered tokens. Every fetch is recorded with the credentials it carried.
 */
export async function startWoltOrderApi() {
  const orders = new Map<string, Record<string, unknown>>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const fetches: {
    orderId: string;
    authorization: string | undefined;
    apiKey: string | undefined;
    status: number;
  }[] = [];
  const tokenRefreshes: string[] = [];
  /** Access tokens Wolt no longer takes (a fetch carrying one answers 401). */
  const revoked = new Set<string>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const answer = (a: ScriptedAnswer) => {
        response.statusCode = a.status;
        for (const [name, value] of Object.entries(a.headers ?? {})) response.setHeader(name, value);
        if (a.body === undefined) return response.end();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(a.body));
      };
      if (request.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        tokenRefreshes.push(form.get('refresh_token') ?? '');
        const n = tokenRefreshes.length;
        return answer({
          status: 200,
          body: { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 3600 },
        });
      }
      const match = /^\/v2\/orders\/(.+)$/.exec(url.pathname);
      if (request.method !== 'GET' || !match) return answer({ status: 200, body: {} });
      const orderId = decodeURIComponent(match[1]!);
      const authorization = request.headers['authorization'];
      const bearerToken = authorization?.replace(/^Bearer /, '');
      const scripted = scripts.get(orderId)?.shift();
      const order = orders.get(orderId);
      const chosen: ScriptedAnswer =
        bearerToken && revoked.has(bearerToken)
          ? { status: 401, body: { error: 'token expired' } }
          : (scripted ??
            (order ? { status: 200, body: order } : { status: 404, body: { error: 'not found' } }));
      const apiKey = request.headers['wolt-api-key'];
      fetches.push({
        orderId,
        authorization,
        apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
        status: chosen.status,
      });
      answer(chosen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fetches,
    tokenRefreshes,
    revoked,
    /** The order Wolt serves from now on. */
    serve(order: Record<string, unknown>) {
      orders.set(String(order['id']), order);
    },
    /** The next fetches of `orderId` answer these, in turn, before the order itself is served. */
    script(orderId: string, ...answers: ScriptedAnswer[]) {
      scripts.set(orderId, answers);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WoltOrderApi = Awaited<ReturnType<typeof startWoltOrderApi>>;

let notificationSeq = 0;

/** Posts Wolt's signed ping for `orderId` in `status`; answers the webhook's reply. */
export async function pingWolt(
  app: TestApp,
  externalVenueId: string,
  orderId: string,
  status = 'CREATED',
  notificationId = `n-${++notificationSeq}-${orderId}`,
) {
  const body = JSON.stringify({
    id: notificationId,
    type: 'order.notification',
    order: { id: orderId, venue_id: externalVenueId, status },
    created_at: new Date().toISOString(),
  });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/webhooks/wolt',
    headers: { 'content-type': 'application/json', 'wolt-signature': signWoltBody(body, WEBHOOK_SECRET) },
    payload: body,
  });
  return {
    statusCode: res.statusCode,
    body: res.json<{ received: boolean; duplicate: boolean }>(),
    notificationId,
  };
}
