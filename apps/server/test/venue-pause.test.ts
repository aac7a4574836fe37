import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainDueJobs, bearer, signIn, startTestApp, type TestApp } from './support/test-app';
import { startWithWolt, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
let admin: string;
beforeAll(async () => {
  pair = await startWithWolt();
});
let restarted: TestApp | undefined;
afterAll(async () => {
  // The instance started again on the same database goes first; the pair then drops the database.
  await restarted?.stop();
  await pair.close();
});

const until = (ms: number) => new Date(pair.app.clock.now() + ms).toISOString();
/** Moves the app's clock past the given time: its timers fall due without waiting for them. */
const moveClockPast = (iso: string, app: TestApp = pair.app) =>
  app.clock.advance(Math.max(0, Date.parse(iso) - app.clock.now() + 50));

function patch(app: TestApp, url: string, payload?: Record<string, unknown>) {
  return app.app.inject({ method: 'PATCH', url, headers: bearer(admin), ...(payload ? { payload } : {}) });
}

function woltStatusBodies() {
  return pair.wolt.calls.filter((c) => c.path.endsWith('/status') && c.method === 'PATCH').map((c) => c.body);
}

describe('a timed pause', () => {
  // An access token lives 15 minutes of the app's clock, which these tests move on: each signs in afresh.
  beforeEach(async () => {
    admin = (await signIn(pair.app)).accessToken;
  });

  it('ends by itself: the venue goes back online on every platform', async () => {
    const end = until(10 * 60_000);
    const res = await patch(pair.app, `/api/venues/${pair.venueId}/Offline`, {
      until: end,
      reason: 'Short break',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: false, offlineUntil: end, offlineReason: 'Short break' });
    await drainDueJobs(pair.app);
    expect(woltStatusBodies()).toEqual([{ is_online: false, reason: 'Short break' }]);

    moveClockPast(end);
    await drainDueJobs(pair.app);
    const venue = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(admin) })
    ).json();
    expect(venue).toMatchObject({ status: true, offlineUntil: null });
    expect(venue.availablities[0]).toMatchObject({ isOnline: true, isConfirmed: true, until: null });
    expect(woltStatusBodies()).toEqual([{ is_online: false, reason: 'Short break' }, { is_online: true }]);
    const ended = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['user_id', 'after_json'])
      .where('action', '=', 'venue.online')
      .executeTakeFirstOrThrow();
    expect(ended.user_id).toBeNull();
    expect(JSON.parse(ended.after_json!)).toMatchObject({ status: true, pauseEnded: true });
  });

  it('is not ended by a pause end that a later change overtook', async () => {
    pair.wolt.calls.length = 0;
    const end = until(10 * 60_000);
    await patch(pair.app, `/api/venues/${pair.venueId}/Offline`, { until: end });
    await patch(pair.app, `/api/venues/${pair.venueId}/Offline`, { reason: 'Closed for the day' });
    moveClockPast(end);
    await drainDueJobs(pair.app);
    const venue = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(admin) })
    ).json();
    expect(venue.status).toBe(false);
    expect(woltStatusBodies()).toEqual([{ is_online: false, reason: 'Closed for the day' }]);
    await patch(pair.app, `/api/venues/${pair.venueId}/Online`);
    await drainDueJobs(pair.app);
  });

  it('of one connection ends by itself too', async () => {
    pair.wolt.calls.length = 0;
    const instanceId = (
      await pair.app.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(admin) })
    ).json().woltSettings[0].id;
    const end = until(10 * 60_000);
    const res = await patch(pair.app, '/api/venues/availability', {
      venueId: pair.venueId,
      instanceId,
      isOnline: false,
      until: end,
    });
    expect(res.statusCode).toBe(200);
    // The pause reaches Wolt before the clock passes its end: otherwise only the store's state at the
    // end (online) is due, and Wolt rightly hears that alone.
    await drainDueJobs(pair.app);
    moveClockPast(end);
    await drainDueJobs(pair.app);
    expect(woltStatusBodies()).toEqual([{ is_online: false }, { is_online: true }]);
  });

  it('survives a restart in the middle of it', async () => {
    pair.wolt.calls.length = 0;
    const end = until(10 * 60_000);
    await patch(pair.app, `/api/venues/${pair.venueId}/Offline`, { until: end });
    await drainDueJobs(pair.app);
    await pair.app.stop();

    const again = await startTestApp({ WOLT_API_URL: pair.wolt.url! }, pair.app.database, { listen: true });
    restarted = again;
    moveClockPast(end, again);
    await drainDueJobs(again);
    const venue = (
      await again.app.inject({ url: `/api/venues/${pair.venueId}`, headers: bearer(admin) })
    ).json();
    expect(venue.status).toBe(true);
    expect(woltStatusBodies()).toEqual([{ is_online: false }, { is_online: true }]);
  });
});

describe('logs', () => {
  it('never carry a connection secret, whatever happens to the connection', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const app = await startTestApp(
      {
        LOG_LEVEL: 'trace',
        LOG_FORMAT: 'json',
        WOLT_API_URL: pair.wolt.url!,
        GLOVO_API_URL: 'http://127.0.0.1:9',
      },
      undefined,
      { logDestination: stream },
    );
    try {
      const token = (await signIn(app)).accessToken;
      const secrets = ['log-test-api-key-5c1d', 'log-test-hook-9f2e', 'log-test-glovo-7a3b'];
      const venue = await app.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: bearer(token),
        payload: { name: 'Logged', areaId: await seedArea(app) },
      });
      const id = venue.json().id as number;
      const put = await app.app.inject({
        method: 'PUT',
        url: '/api/venues',
        headers: bearer(token),
        payload: {
          id,
          woltSettings: [
            {
              externalId: WOLT_VENUE.externalVenueId + '-log',
              apiKey: secrets[0],
              webhookSecret: secrets[1],
            },
          ],
          glovoSettings: [{ externalId: 'glovo-log', apiToken: secrets[2] }],
        },
      });
      expect(put.statusCode).toBe(200);
      await app.app.inject({ method: 'PATCH', url: `/api/venues/${id}/Offline`, headers: bearer(token) });
      await app.ctx.worker.runDue();
      const [wolt, glovo] = [put.json().woltSettings[0].id, put.json().glovoSettings[0].id];
      for (const [instanceId, distributorId] of [
        [wolt, 1],
        [glovo, 4],
      ]) {
        await app.app.inject({
          method: 'PATCH',
          url: '/api/venues/check-connection',
          headers: bearer(token),
          payload: { venueId: id, instanceId, distributorId },
        });
      }
      const text = chunks.join('');
      expect(text).toContain('job failed, will retry');
      for (const secret of secrets) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

async function seedArea(app: TestApp): Promise<number> {
  const row = await app.ctx.db.kysely
    .insertInto('areas')
    .values({ name: `log-area-${Date.now()}`, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
