// Wolt's order fetch failing (404, 401, 429): the order still arrives, and a redelivered ping of an
// order not stored is fetched again. Time is moved through the jobs' rows, never slept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockIso, clockIsoIn } from '../src/clock';
import {
  bearer,
  runJobsDueLater,
  seedWoltVenue,
  signIn,
  startTestApp,
  type TestApp,
} from './support/test-app';
import { pingWolt, startWoltOrderApi, woltOrderBody, type WoltOrderApi } from './support/wolt-order-api';

const KEY_STORE = 'wolt-store-key';
const OAUTH_STORE = 'wolt-store-oauth';

let wolt: WoltOrderApi;
let app: TestApp;
let token: string;
beforeAll(async () => {
  wolt = await startWoltOrderApi();
  app = await startTestApp({ WOLT_API_URL: wolt.url, WOLT_OAUTH_TOKEN_URL: `${wolt.url}/oauth2/token` });
  await seedWoltVenue(app, { externalVenueId: KEY_STORE, apiKey: 'key-1' });
  token = (await signIn(app)).accessToken;
});
afterAll(async () => {
  await app.close();
  await wolt.close();
});

let seq = 0;
let orderId: string;
beforeEach(() => {
  orderId = `wolt-order-${++seq}-${Date.now().toString(16)}`;
});

/** The fetch job of `orderId`'s ping, as the queue holds it (none once it succeeded). */
async function fetchJob() {
  const jobs = await app.ctx.db.kysely
    .selectFrom('jobs')
    .selectAll()
    .where('type', '=', 'platform.order-ping')
    .orderBy('id', 'desc')
    .execute();
  return jobs.find((job) => job.payload.includes(orderId))!;
}

/** The order as the API shows it, or undefined while it is not stored. */
async function storedOrder() {
  const row = await app.ctx.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('platform_order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const res = await app.app.inject({ method: 'GET', url: `/api/orders/${row.id}`, headers: bearer(token) });
  return res.json<{ statusId: number; platformOrderId: string; stateId: number }>();
}

/** Moves the fetch job's first arrival `minutes` into the past. */
async function arrivedMinutesAgo(minutes: number) {
  const job = await fetchJob();
  await app.ctx.db.kysely
    .updateTable('jobs')
    .set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('id', '=', job.id)
    .execute();
}

describe("Wolt's order fetch failing", () => {
  it('keeps fetching an order answered 404 for 14 minutes and stores it when Wolt serves it', async () => {
    expect((await pingWolt(app, KEY_STORE, orderId)).statusCode).toBe(200);
    await app.ctx.worker.runDue();
    for (let i = 0; i < 3; i++) await runJobsDueLater(app);
    await arrivedMinutesAgo(14);
    await runJobsDueLater(app);

    const failing = await fetchJob();
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toContain('HTTP 404');
    expect(wolt.fetches.filter((f) => f.orderId === orderId).map((f) => f.status)).toEqual([
      404, 404, 404, 404, 404,
    ]);
    expect(await storedOrder()).toBeUndefined();

    wolt.serve(woltOrderBody(orderId));
    await runJobsDueLater(app);
    expect(await storedOrder()).toMatchObject({ platformOrderId: orderId, statusId: 1, stateId: 1 });
    // The fetch succeeded and left the queue: nothing is fetched again.
    expect(await fetchJob()).toBeUndefined();
  });

  it('gives a fetch up only after half an hour of failures', async () => {
    await pingWolt(app, KEY_STORE, orderId);
    await app.ctx.worker.runDue();
    await arrivedMinutesAgo(31);
    await runJobsDueLater(app);
    const job = await fetchJob();
    expect(job.status).toBe('dead');
    expect(job.last_error).toContain('given up after 30 minutes');
  });

  it("waits as long as Wolt's Retry-After asks before fetching again", async () => {
    wolt.script(orderId, { status: 429, headers: { 'retry-after': '120' }, body: { error: 'slow down' } });
    wolt.serve(woltOrderBody(orderId));
    await pingWolt(app, KEY_STORE, orderId);
    await app.ctx.worker.runDue();
    const job = await fetchJob();
    expect(job.status).toBe('pending');
    expect(Date.parse(job.run_at)).toBeGreaterThanOrEqual(Date.parse(clockIsoIn(app.clock, 115_000)));

    // Not before its time.
    await app.ctx.worker.runDue();
    expect(wolt.fetches.filter((f) => f.orderId === orderId)).toHaveLength(1);
    await runJobsDueLater(app);
    expect(await storedOrder()).toMatchObject({ statusId: 1 });
  });

  it('fetches a redelivered ping again while its first fetch waits to be retried', async () => {
    const first = await pingWolt(app, KEY_STORE, orderId);
    // Redelivered before the first fetch ran: a duplicate.
    const early = await pingWolt(app, KEY_STORE, orderId, 'CREATED', first.notificationId);
    expect(early.body).toEqual({ received: true, duplicate: true });
    await app.ctx.worker.runDue();
    expect((await fetchJob()).last_error).toContain('HTTP 404');

    wolt.serve(woltOrderBody(orderId));
    const again = await pingWolt(app, KEY_STORE, orderId, 'CREATED', first.notificationId);
    expect(again.body).toEqual({ received: true, duplicate: false });
    await app.ctx.worker.runDue();
    expect(await storedOrder()).toMatchObject({ statusId: 1 });
  });

  it('fetches a redelivered ping again when the first fetch was given up, and then calls it a duplicate', async () => {
    const first = await pingWolt(app, KEY_STORE, orderId);
    await app.ctx.worker.runDue();
    await arrivedMinutesAgo(31);
    await runJobsDueLater(app);
    expect((await fetchJob()).status).toBe('dead');

    wolt.serve(woltOrderBody(orderId));
    const again = await pingWolt(app, KEY_STORE, orderId, 'CREATED', first.notificationId);
    expect(again).toMatchObject({ statusCode: 200, body: { received: true, duplicate: false } });
    await app.ctx.worker.runDue();
    expect(await storedOrder()).toMatchObject({ statusId: 1 });

    const third = await pingWolt(app, KEY_STORE, orderId, 'CREATED', first.notificationId);
    expect(third.body).toEqual({ received: true, duplicate: true });
  });
});

describe('Wolt refusing the OAuth access token (401)', () => {
  it('replaces the token and fetches the order in the same attempt', async () => {
    const now = clockIso(app.clock);
    const { id: venueId } = await app.ctx.db.kysely
      .selectFrom('venues')
      .select('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db.kysely
      .insertInto('platform_instances')
      .values({
        venue_id: venueId,
        platform: 'wolt',
        external_venue_id: OAUTH_STORE,
        api_key: null,
        options: JSON.stringify({ clientId: 'client-1' }),
        secrets: app.ctx.secrets.seal(
          JSON.stringify({
            clientSecret: 'secret-1',
            refreshToken: 'refresh-0',
            accessToken: 'access-revoked',
            accessTokenExpiresAt: clockIsoIn(app.clock, 3_600_000),
          }),
        ),
        is_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    wolt.revoked.add('access-revoked');
    wolt.serve(woltOrderBody(orderId));

    await pingWolt(app, OAUTH_STORE, orderId);
    await app.ctx.worker.runDue();

    expect(wolt.tokenRefreshes).toEqual(['refresh-0']);
    expect(wolt.fetches.filter((f) => f.orderId === orderId).map((f) => [f.authorization, f.status])).toEqual(
      [
        ['Bearer access-revoked', 401],
        ['Bearer access-1', 200],
      ],
    );
    expect(await storedOrder()).toMatchObject({ statusId: 1 });
  });
});
