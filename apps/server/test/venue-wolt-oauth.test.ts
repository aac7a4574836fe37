import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWoltSimulator, woltSignature, type WoltSimulator } from '../../../tools/src/wolt';
import { loadConnection, openSecrets, sealSecrets } from '../src/modules/platform-instances/connections';
import {
  bearer,
  drainDueJobs,
  seedVenue,
  signIn,
  startTestApp,
  WEBHOOK_SECRET,
  type TestApp,
} from './support/test-app';

const OAUTH = {
  clientId: 'wolt-client-1',
  clientSecret: 'wolt-client-secret-1',
  refreshToken: 'wolt-refresh-0',
};
const STORE = 'wolt-oauth-store';

let wolt: WoltSimulator;
let app: TestApp;
let token: string;
let venueId: number;
let instanceId: number;

beforeAll(async () => {
  wolt = createWoltSimulator({
    webhookUrl: 'http://127.0.0.1:9/',
    webhookSecret: WEBHOOK_SECRET,
    woltVenueId: STORE,
    apiKey: 'legacy-key-not-used-here',
    oauth: OAUTH,
    maxRetries: 0,
    retryIntervalMs: 10,
    webhookTimeoutMs: 500,
  });
  const url = await wolt.listen(0);
  app = await startTestApp({ WOLT_API_URL: url, WOLT_OAUTH_TOKEN_URL: `${url}/oauth2/token` });
  token = (await signIn(app)).accessToken;
  venueId = await seedVenue(app);
  const put = await app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(token),
    payload: { id: venueId, woltSettings: [{ externalId: STORE, ...OAUTH }] },
  });
  expect(put.statusCode).toBe(200);
  expect(put.json().woltSettings[0]).toMatchObject({
    clientId: OAUTH.clientId,
    hasClientSecret: true,
    hasRefreshToken: true,
    hasApiKey: false,
  });
  instanceId = put.json().woltSettings[0].id;
  await drainDueJobs(app);
});
afterAll(async () => {
  await app.close();
  await wolt.close();
});

const check = () =>
  app.app.inject({
    method: 'PATCH',
    url: '/api/venues/check-connection',
    headers: bearer(token),
    payload: { venueId, instanceId, distributorId: 1 },
  });

describe('a Wolt connection with OAuth credentials', () => {
  it('gets an access token, keeps the rotated refresh token sealed, and reuses the token until it runs out', async () => {
    // Joining the venue already told Wolt its state with a fresh token.
    expect(wolt.tokenRequests).toEqual([{ grantType: 'refresh_token', ok: true }]);
    expect((await check()).json()).toEqual({
      ok: true,
      status: null,
      message: 'Wolt answers: the store is online there',
    });
    await app.app.inject({ method: 'PATCH', url: `/api/venues/${venueId}/Offline`, headers: bearer(token) });
    await drainDueJobs(app);
    expect(wolt.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.status, c.body])).toEqual([
      [`/venues/${STORE}/status`, 200, { is_online: true }],
      [`/venues/${STORE}/status`, 200, { is_online: false }],
    ]);
    expect(wolt.tokenRequests).toHaveLength(1);

    const stored = await loadConnection(app.ctx, instanceId);
    expect(stored?.credentials['refreshToken']).not.toBe(OAUTH.refreshToken);
    const row = await app.ctx.db.kysely
      .selectFrom('platform_instances')
      .selectAll()
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const secrets = openSecrets(app.ctx.secrets, row);
    await app.ctx.db.kysely
      .updateTable('platform_instances')
      .set({
        secrets: sealSecrets(app.ctx.secrets, {
          ...secrets,
          accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString(),
        }),
      })
      .where('id', '=', instanceId)
      .execute();
    expect((await check()).json().ok).toBe(true);
    expect(wolt.tokenRequests).toEqual([
      { grantType: 'refresh_token', ok: true },
      { grantType: 'refresh_token', ok: true },
    ]);
    const venue = (await app.app.inject({ url: `/api/venues/${venueId}`, headers: bearer(token) })).body;
    for (const value of [OAUTH.clientSecret, secrets['refreshToken']!, secrets['accessToken']!])
      expect(venue).not.toContain(value);
  });

  it('says so when Wolt refuses the OAuth client', async () => {
    await app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: {
        id: venueId,
        woltSettings: [{ id: instanceId, externalId: STORE, clientSecret: 'wrong-secret' }],
      },
    });
    const answer = (await check()).json();
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(answer.message).toMatch(
      /^Wolt gave no access token for the OAuth credentials: Wolt token refresh failed with HTTP 401/,
    );
  });

  it('also takes in and accepts orders with the bearer token', async () => {
    await app.app.inject({
      method: 'PUT',
      url: '/api/venues',
      headers: bearer(token),
      payload: {
        id: venueId,
        woltSettings: [{ id: instanceId, externalId: STORE, clientSecret: OAUTH.clientSecret }],
      },
    });
    await app.app.inject({ method: 'PATCH', url: `/api/venues/${venueId}/Online`, headers: bearer(token) });
    const created = await wolt.createOrder();
    await created.delivery;
    const notification = JSON.stringify({
      id: `n-${created.orderId}`,
      type: 'order.notification',
      order: {
        id: created.orderId,
        venue_id: STORE,
        status: 'CREATED',
        resource_url: 'https://example.invalid',
      },
      created_at: new Date().toISOString(),
    });
    const hook = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/wolt',
      headers: {
        'content-type': 'application/json',
        'wolt-signature': woltSignature(notification, WEBHOOK_SECRET),
      },
      payload: notification,
    });
    expect(hook.statusCode).toBe(200);
    await drainDueJobs(app);
    const order = await app.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('platform_order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    const accepted = await app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(token),
      payload: { id: order.id, cookingTimeInMinutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    await drainDueJobs(app);
    expect(
      wolt.calls.filter((c) => c.path === `/orders/${created.orderId}/accept`).map((c) => c.status),
    ).toEqual([200]);
    expect(wolt.getOrder(created.orderId)?.order_status).toBe('production');
  });
});
