import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { bearer, drainJobs, signIn, startTestApp, type TestApp } from './support/test-app';
import { receiveWoltOrder, startWithWolt, type WoltPair } from './support/wolt-fixture';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line `name{labels} value`, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('health and readiness', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it('is alive at once, and ready only once the job worker runs', async () => {
    app = await startTestApp();
    const health = await app.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    // This instance was built without its worker loop: alive, but not ready.
    const notReady = await app.app.inject({ url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ errors: { jobWorker: ['The job worker is not running'] } });

    app.ctx.worker.start();
    const ready = await app.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: app.database.engine,
      migrations: 'done',
      jobWorker: 'running',
    });
  });

  it('is not ready while the database does not answer, and alive all the same', async () => {
    await app.ctx.worker.stop();
    const reachable = app.ctx.db.kysely;
    // A database nobody listens on: connections are refused at once.
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', max: 1 }),
      }),
    });
    app.ctx.db.kysely = unreachable;
    app.ctx.worker.start();
    try {
      const res = await app.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: { database: ['The database is not reachable'] } });
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.ctx.worker.stop();
      app.ctx.db.kysely = reachable;
      await unreachable.destroy();
    }
  });
});

describe('the time the job worker spends stepped back', () => {
  let pair: WoltPair;
  // One webhook in flight is a burst here: the worker steps back while it is answered, and a hold after.
  beforeAll(async () => {
    pair = await startWithWolt({ JOB_STEP_BACK_AT: '1' });
  });
  afterAll(() => pair.close());

  const steppedBack = async () =>
    sample(
      (await pair.app.app.inject({ url: '/api/metrics' })).body,
      'orderdesk_job_worker_stepped_back_seconds_total',
      {},
    ) ?? 0;

  it('grows while a burst of webhooks is answered', async () => {
    const before = await steppedBack();
    await receiveWoltOrder(pair);
    await expect.poll(steppedBack, { timeout: 3000 }).toBeGreaterThan(before);
  });
});

describe('GET /api/metrics', () => {
  let pair: WoltPair;
  beforeAll(async () => {
    pair = await startWithWolt({ METRICS_TOKEN });
  });
  afterAll(() => pair.close());

  const scrape = (token?: string) =>
    pair.app.app.inject({
      url: '/api/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('wants the metrics token when one is configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('wrong-token-0123456789abcdef')).statusCode).toBe(401);
    const res = await scrape(METRICS_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts orders per platform, platform calls, jobs by type and status, and requests by route', async () => {
    const before = (await scrape(METRICS_TOKEN)).body;
    const received = sample(before, 'orderdesk_orders_received_total', { platform: 'wolt' }) ?? 0;
    await receiveWoltOrder(pair);
    await pair.app.app.inject({ url: '/api/orders/12345' });

    const text = (await scrape(METRICS_TOKEN)).body;
    expect(sample(text, 'orderdesk_orders_received_total', { platform: 'wolt' })).toBe(received + 1);
    expect(
      sample(text, 'orderdesk_platform_call_duration_seconds_count', {
        platform: 'wolt',
        action: 'order fetch',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Every job type the worker knows reads 0 when its queue is empty.
    expect(sample(text, 'orderdesk_jobs', { type: 'platform.order-ping', status: 'pending' })).toBe(0);
    expect(sample(text, 'orderdesk_jobs', { type: 'platform.order-ping', status: 'dead' })).toBe(0);
    // By route pattern, never by raw URL.
    expect(
      sample(text, 'orderdesk_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/orders/:id',
        status_code: '401',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/orders/12345');
    expect(text).toContain('orderdesk_hub_connections');
    // Back to 0 once the simulated Wolt's calls are answered (it may still be sending one as we look).
    await expect
      .poll(async () => sample((await scrape(METRICS_TOKEN)).body, 'orderdesk_intake_in_flight', {}), {
        timeout: 5000,
      })
      .toBe(0);
    expect(text).toContain('orderdesk_process_resident_memory_bytes');
  });

  it('counts a platform call answered with 5xx as a failure, and its retry as a success', async () => {
    const order = await receiveWoltOrder(pair);
    const failures = (text: string) =>
      sample(text, 'orderdesk_platform_call_failures_total', { platform: 'wolt', action: 'accept' }) ?? 0;
    const before = failures((await scrape(METRICS_TOKEN)).body);
    pair.wolt.failNext(1, 503);
    const { accessToken } = await signIn(pair.app);
    const res = await pair.app.app.inject({
      method: 'PATCH',
      url: '/api/orders/accept',
      headers: bearer(accessToken),
      payload: { id: order.id, cookingTimeInMinutes: 15 },
    });
    expect(res.statusCode).toBe(200);
    await drainJobs(pair.app);
    const text = (await scrape(METRICS_TOKEN)).body;
    expect(failures(text)).toBe(before + 1);
    expect(
      sample(text, 'orderdesk_platform_call_duration_seconds_count', {
        platform: 'wolt',
        action: 'accept',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
