import { createHmac } from 'node:crypto';
import {
  HUB_PATH,
  HubEvent,
  Role,
  ZVenueUpdatedEvent,
  type TVenue,
  type TVenueUpdatedEvent,
} from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/seed';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import {
  baseUrl,
  bearer,
  drainDueJobs,
  runJobsDueLater,
  seedVenue,
  signIn,
  signInOtherVenueManager,
} from './support/test-app';
import { startWithWolt, WOLT_VENUE, type WoltPair } from './support/wolt-fixture';

let pair: WoltPair;
let platforms: RecordingServer;
let admin: string;
let venueId: number;
const STORE = { glovo: 'glovo-store-1', bolt: 'bolt-provider-1', fudy: 'fudy-restaurant-1' };
const CREDENTIALS = {
  glovoToken: 'glovo-shared-token-1',
  boltSecret: 'bolt-hmac-secret-1',
  fudyKey: 'fudy-key-1',
};

beforeAll(async () => {
  platforms = await startRecordingServer();
  pair = await startWithWolt({ GLOVO_API_URL: platforms.url, BOLT_API_URL: `${platforms.url}/bolt/` });
  venueId = pair.venueId;
  admin = (await signIn(pair.app)).accessToken;
  const res = await call('PUT', '/api/venues', {
    id: venueId,
    glovoSettings: [{ name: 'Glovo', externalId: STORE.glovo, apiToken: CREDENTIALS.glovoToken }],
    boltSettings: [{ externalId: STORE.bolt, integratorId: 'orderdesk', hmacSecret: CREDENTIALS.boltSecret }],
    fudySettings: [{ externalId: STORE.fudy, apiUrl: `${platforms.url}/fudy`, apiKey: CREDENTIALS.fudyKey }],
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await pair.close();
  await platforms.close();
});
beforeEach(async () => {
  await drainDueJobs(pair.app);
  pair.wolt.calls.length = 0;
  platforms.requests.length = 0;
});

function call(method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown, token = admin) {
  return pair.app.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function venue(): Promise<TVenue> {
  return (await call('GET', `/api/venues/${venueId}`)).json() as TVenue;
}

function woltVenueCalls() {
  return pair.wolt.calls.map((c) => ({ method: c.method, path: c.path, body: c.body, status: c.status }));
}

function wire() {
  return platforms.requests.map((r) => ({
    method: r.method,
    path: r.path,
    body: r.raw ? JSON.parse(r.raw) : null,
  }));
}

describe('venue online and offline', () => {
  it('closes and opens the venue on every enabled platform, with each platform wire format', async () => {
    const closed = await call('PATCH', `/api/Venues/${venueId}/Offline`, { reason: 'Kitchen fire drill' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe(false);
    expect(closed.json().offlineReason).toBe('Kitchen fire drill');
    expect(
      closed
        .json()
        .availablities.map((a: { isOnline: boolean; isConfirmed: boolean }) => [a.isOnline, a.isConfirmed]),
    ).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    await drainDueJobs(pair.app);

    expect(woltVenueCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/status`,
        body: { is_online: false, reason: 'Kitchen fire drill' },
        status: 200,
      },
    ]);
    const byPath = (part: string) => platforms.requests.find((r) => r.path.includes(part))!;
    const glovo = byPath('/webhook/stores/');
    expect(glovo.method).toBe('PUT');
    expect(glovo.path).toBe(`/webhook/stores/${STORE.glovo}/closing`);
    expect(glovo.headers.authorization).toBe(CREDENTIALS.glovoToken);
    const until = Date.parse(JSON.parse(glovo.raw).until as string);
    expect(Object.keys(JSON.parse(glovo.raw))).toEqual(['until']);
    expect(until).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const bolt = byPath('/bolt/');
    expect(bolt.method).toBe('POST');
    expect(bolt.path).toBe('/bolt/genericClient/pauseOrders');
    expect(bolt.raw).toBe(JSON.stringify({ provider_id: STORE.bolt }));
    expect(bolt.headers['x-external-integrator-id']).toBe('orderdesk');
    expect(bolt.headers['x-server-authorization-hmac-sha256']).toBe(
      createHmac('sha256', CREDENTIALS.boltSecret).update(bolt.raw).digest('base64'),
    );

    const fudy = byPath('/fudy/');
    expect([fudy.method, fudy.path, fudy.headers.authorization]).toEqual([
      'POST',
      '/fudy/store/status',
      `Bearer ${CREDENTIALS.fudyKey}`,
    ]);
    expect(JSON.parse(fudy.raw)).toEqual({
      storeId: STORE.fudy,
      isOnline: false,
      until: null,
      reason: 'Kitchen fire drill',
    });

    const confirmed = await venue();
    expect(confirmed.availablities.every((a) => !a.isOnline && a.isConfirmed && a.error === null)).toBe(true);

    pair.wolt.calls.length = 0;
    platforms.requests.length = 0;
    const opened = await call('PATCH', `/api/venues/${venueId}/online`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().status).toBe(true);
    await drainDueJobs(pair.app);
    expect(woltVenueCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/status`,
        body: { is_online: true },
        status: 200,
      },
    ]);
    expect(wire()).toEqual(
      expect.arrayContaining([
        { method: 'DELETE', path: `/webhook/stores/${STORE.glovo}/closing`, body: null },
        {
          method: 'POST',
          path: '/bolt/genericClient/startAcceptingOrders',
          body: { provider_id: STORE.bolt },
        },
        {
          method: 'POST',
          path: '/fudy/store/status',
          body: { storeId: STORE.fudy, isOnline: true, until: null, reason: null },
        },
      ]),
    );
    expect(platforms.requests).toHaveLength(3);

    const audit = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('action', 'in', ['venue.online', 'venue.offline'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.after_json!)])).toEqual([
      ['venue.offline', { status: false, until: null, reason: 'Kitchen fire drill' }],
      ['venue.online', { status: true, until: null, reason: null }],
    ]);
  });

  it("uses Wolt's online form, with the pause's end, when the connection asks for it", async () => {
    const wolt = (await venue()).woltSettings[0]!;
    const put = await call('PUT', '/api/venues', {
      id: venueId,
      woltSettings: [{ id: wolt.id, externalId: wolt.externalId, statusForm: 'online' }],
    });
    expect(put.statusCode).toBe(200);
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await call('PATCH', `/api/venues/${venueId}/Offline`, { until })).statusCode).toBe(200);
    await drainDueJobs(pair.app);
    expect((await call('PATCH', `/api/venues/${venueId}/Online`, {})).statusCode).toBe(200);
    await drainDueJobs(pair.app);
    expect(woltVenueCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/online`,
        body: { status: 'OFFLINE', until },
        status: 200,
      },
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/online`,
        body: { status: 'ONLINE', until: null },
        status: 200,
      },
    ]);
    // Glovo closes until the pause's end.
    expect(JSON.parse(platforms.requests.find((r) => r.method === 'PUT')!.raw)).toEqual({ until });
    await call('PUT', '/api/venues', {
      id: venueId,
      woltSettings: [{ id: wolt.id, externalId: wolt.externalId, statusForm: 'status' }],
    });
  });

  it('pauses one connection only, and refuses a disabled or foreign one', async () => {
    const current = await venue();
    const glovo = current.glovoSettings[0]!;
    const res = await call('PATCH', '/api/venues/availability', {
      venueId,
      instanceId: glovo.id,
      isOnline: false,
      reason: 'Too busy',
    });
    expect(res.statusCode).toBe(200);
    const paused = res.json() as TVenue;
    expect(paused.status).toBe(true);
    expect(paused.availablities.find((a) => a.instanceId === glovo.id)).toMatchObject({
      platform: 'glovo',
      distributorId: 4,
      isOnline: false,
      reason: 'Too busy',
      isConfirmed: false,
    });
    expect(paused.availablities.filter((a) => !a.isOnline)).toHaveLength(1);
    await drainDueJobs(pair.app);
    expect(woltVenueCalls()).toEqual([]);
    expect(wire().map((r) => [r.method, r.path])).toEqual([
      ['PUT', `/webhook/stores/${STORE.glovo}/closing`],
    ]);

    const back = await call('PATCH', '/api/venues/availability', {
      venueId,
      instanceId: glovo.id,
      isOnline: true,
    });
    expect(back.statusCode).toBe(200);
    await drainDueJobs(pair.app);
    expect(wire().map((r) => r.method)).toEqual(['PUT', 'DELETE']);

    const other = await seedVenue(pair.app, { name: 'Elsewhere' });
    const cases = [
      [{ venueId: other, instanceId: glovo.id, isOnline: false }, 404, 'instanceId'],
      [
        { venueId, instanceId: glovo.id, isOnline: true, until: new Date(Date.now() + 60_000).toISOString() },
        400,
        'until',
      ],
      [{ venueId, instanceId: glovo.id, isOnline: false, until: '2020-01-01T00:00:00Z' }, 400, 'until'],
    ] as const;
    for (const [body, status, field] of cases) {
      const answer = await call('PATCH', '/api/venues/availability', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    const fudy = current.fudySettings[0]!;
    await call('PUT', '/api/venues', {
      id: venueId,
      fudySettings: [{ id: fudy.id, externalId: fudy.externalId, isEnabled: false }],
    });
    const disabled = await call('PATCH', '/api/venues/availability', {
      venueId,
      instanceId: fudy.id,
      isOnline: false,
    });
    expect(disabled.statusCode).toBe(409);
    await call('PUT', '/api/venues', {
      id: venueId,
      fudySettings: [{ id: fudy.id, externalId: fudy.externalId, isEnabled: true }],
    });
  });

  it("tells a connection added or enabled the venue's state, and shows the platform's answer", async () => {
    expect((await call('PATCH', `/api/venues/${venueId}/Offline`)).statusCode).toBe(200);
    await drainDueJobs(pair.app);
    platforms.requests.length = 0;
    const glovo = (await venue()).glovoSettings[0]!;
    const added = await call('PUT', '/api/venues', {
      id: venueId,
      glovoSettings: [
        { id: glovo.id, externalId: glovo.externalId },
        { externalId: 'glovo-store-2', apiToken: 'glovo-token-2' },
      ],
    });
    expect(added.statusCode).toBe(200);
    const second = (added.json() as TVenue).availablities.find(
      (a) => a.name === '' && a.platform === 'glovo' && a.instanceId !== glovo.id,
    )!;
    expect([second.isOnline, second.isConfirmed]).toEqual([false, false]);
    await drainDueJobs(pair.app);
    expect(wire().map((r) => [r.method, r.path])).toEqual([['PUT', '/webhook/stores/glovo-store-2/closing']]);
    expect((await venue()).availablities.find((a) => a.instanceId === second.instanceId)!.isConfirmed).toBe(
      true,
    );
    await call('PUT', '/api/venues', {
      id: venueId,
      glovoSettings: [{ id: glovo.id, externalId: glovo.externalId }],
    });
    await call('PATCH', `/api/venues/${venueId}/Online`);
  });

  it('renews an open-ended Glovo closing before it runs out, for as long as the venue stays closed', async () => {
    const db = pair.app.ctx.db.kysely;
    const renewals = () =>
      db
        .selectFrom('jobs')
        .select(['id', 'run_at'])
        .where('type', '=', 'venue.platform-status')
        .where('status', '=', 'pending')
        .execute();
    const dueNow = async () => {
      for (const job of await renewals()) {
        await db
          .updateTable('jobs')
          .set({ run_at: new Date().toISOString() })
          .where('id', '=', job.id)
          .execute();
      }
      await drainDueJobs(pair.app);
    };
    await call('PATCH', `/api/venues/${venueId}/Offline`);
    await drainDueJobs(pair.app);
    const [renewal] = await renewals();
    expect(Date.parse(renewal!.run_at)).toBeGreaterThan(Date.now() + 22 * 3600_000);
    await dueNow();
    const closings = () =>
      platforms.requests.filter((r) => r.path === `/webhook/stores/${STORE.glovo}/closing`);
    expect(closings().map((r) => r.method)).toEqual(['PUT', 'PUT']);

    await call('PATCH', `/api/venues/${venueId}/Online`);
    await drainDueJobs(pair.app);
    await dueNow();
    expect(closings().map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(await renewals()).toEqual([]);
  });

  it('shows a platform that refused, then retries until it confirms', async () => {
    pair.wolt.failNext(1, 503);
    expect((await call('PATCH', `/api/venues/${venueId}/Offline`)).statusCode).toBe(200);
    await pair.app.ctx.worker.runDue();
    const failing = (await venue()).availablities.find((a) => a.platform === 'wolt')!;
    expect(failing.isConfirmed).toBe(false);
    expect(failing.error).toMatch(/Wolt venue status failed with HTTP 503/);
    // The retry waits out its back-off (5-24 ms here); brought forward, it runs now on any machine.
    await runJobsDueLater(pair.app);
    await drainDueJobs(pair.app);
    const confirmed = (await venue()).availablities.find((a) => a.platform === 'wolt')!;
    expect([confirmed.isConfirmed, confirmed.error]).toEqual([true, null]);
    expect(woltVenueCalls().map((c) => c.status)).toEqual([503, 200]);
    await call('PATCH', `/api/venues/${venueId}/Online`);
    await drainDueJobs(pair.app);
  });

  it('gives up at once on a refusal that retrying cannot fix, and says so on the connection', async () => {
    platforms.answerFor('/bolt/', { status: 401, body: { message: 'bad signature' } });
    try {
      expect((await call('PATCH', `/api/venues/${venueId}/Offline`)).statusCode).toBe(200);
      await drainDueJobs(pair.app);
      const bolt = (await venue()).availablities.find((a) => a.platform === 'bolt')!;
      expect(bolt.isConfirmed).toBe(false);
      expect(bolt.error).toMatch(/^Did not reach the platform: Bolt Food pause orders failed with HTTP 401/);
      expect(platforms.requests.filter((r) => r.path.startsWith('/bolt/'))).toHaveLength(1);
      const dead = await pair.app.ctx.db.kysely
        .selectFrom('jobs')
        .select('status')
        .where('type', '=', 'venue.platform-status')
        .where('status', '=', 'dead')
        .execute();
      expect(dead.length).toBeGreaterThan(0);
    } finally {
      platforms.clearAnswers();
      await call('PATCH', `/api/venues/${venueId}/Online`);
    }
  });

  it('pushes the venue to its room on the OrderHub, and to no other room', async () => {
    const sockets: Socket[] = [];
    const socket: Socket = io(baseUrl(pair.app), {
      path: HUB_PATH,
      auth: { token: admin },
      query: { venueId },
      reconnection: false,
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const other = io(baseUrl(pair.app), {
        path: HUB_PATH,
        auth: { token: admin },
        query: { venueId: await seedVenue(pair.app, { name: 'Another room' }) },
        reconnection: false,
        transports: ['websocket'],
      });
      sockets.push(other);
      await new Promise<void>((resolve, reject) => {
        other.on('connect', () => resolve());
        other.on('connect_error', reject);
      });
      const elsewhere: unknown[] = [];
      other.on(HubEvent.VENUE_UPDATED, (event: unknown) => elsewhere.push(event));
      const pushed = new Promise<TVenueUpdatedEvent>((resolve) => {
        socket.on(HubEvent.VENUE_UPDATED, (event: TVenueUpdatedEvent) => {
          if (event.venue.status === false) resolve(event);
        });
      });
      await call('PATCH', `/api/venues/${venueId}/Offline`);
      const event = await pushed;
      expect(event.venue.id).toBe(venueId);
      // Each push carries a higher version than the one before, so a board drops one that arrives late.
      const reopened = new Promise<TVenueUpdatedEvent>((resolve) => {
        socket.on(HubEvent.VENUE_UPDATED, (next: TVenueUpdatedEvent) => {
          if (next.venue.status === true) resolve(next);
        });
      });
      await call('PATCH', `/api/venues/${venueId}/Online`);
      expect((await reopened).venue.version).toBeGreaterThan(event.venue.version ?? Infinity);
      await call('PATCH', `/api/venues/${venueId}/Offline`);
      // The web reads the push with the contract: it must fit it whole.
      expect(ZVenueUpdatedEvent.safeParse(event).error).toBeUndefined();
      expect(elsewhere).toEqual([]);
      expect(JSON.stringify(event)).not.toContain(CREDENTIALS.glovoToken);
    } finally {
      for (const s of sockets) s.close();
      socket.close();
      await call('PATCH', `/api/venues/${venueId}/Online`);
    }
  });
});

describe('venue schedule', () => {
  const week = ['MONDAY', 'TUESDAY'].map((day) => ({
    opening_day: day,
    opening_time: '09:00',
    closing_day: day,
    closing_time: '17:00',
  }));

  it('saves the schedule and pushes it to Wolt with the exact body; Glovo, Bolt and Fudy take none', async () => {
    const res = await call('PATCH', `/api/venues/${venueId}/schedule`, { availability: week });
    expect(res.statusCode).toBe(200);
    expect(res.json().schedule).toEqual(week);
    await drainDueJobs(pair.app);
    expect(woltVenueCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/opening-times`,
        body: { availability: week },
        status: 200,
      },
    ]);
    expect(platforms.requests).toEqual([]);
    // The list itself is taken too.
    const overnight = [
      { opening_day: 'SUNDAY', opening_time: '18:00', closing_day: 'MONDAY', closing_time: '02:00' },
    ];
    expect((await call('PATCH', `/api/venues/${venueId}/schedule`, overnight)).json().schedule).toEqual(
      overnight,
    );
    const audit = await pair.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'venue.schedule')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toEqual(week);
    expect(JSON.parse(audit.after_json!)).toEqual(overnight);
  });

  it("takes a 24:00 closing, as in Wolt's own example, and pushes it to Wolt as it is", async () => {
    const allDay = [
      { opening_day: 'MONDAY', opening_time: '00:00', closing_day: 'MONDAY', closing_time: '24:00' },
      { opening_day: 'TUESDAY', opening_time: '10:00', closing_day: 'TUESDAY', closing_time: '24:00' },
    ];
    const res = await call('PATCH', `/api/venues/${venueId}/schedule`, { availability: allDay });
    expect(res.statusCode).toBe(200);
    expect(res.json().schedule).toEqual(allDay);
    await drainDueJobs(pair.app);
    expect(woltVenueCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/venues/${WOLT_VENUE.externalVenueId}/opening-times`,
        body: { availability: allDay },
        status: 200,
      },
    ]);
    const late = [{ ...allDay[0]!, closing_time: '24:30' }];
    expect((await call('PATCH', `/api/venues/${venueId}/schedule`, { availability: late })).statusCode).toBe(
      400,
    );
  });

  it('refuses overlapping and malformed entries with a field error', async () => {
    const overlap = [
      ...week,
      { opening_day: 'MONDAY', opening_time: '16:00', closing_day: 'MONDAY', closing_time: '20:00' },
    ];
    const wrap = [
      { opening_day: 'SUNDAY', opening_time: '20:00', closing_day: 'MONDAY', closing_time: '10:00' },
      ...week,
    ];
    const cases = [
      [overlap, { 'availability.2': ['Overlaps the period MONDAY 09:00 - MONDAY 17:00'] }],
      [wrap, { 'availability.1': ['Overlaps the period SUNDAY 20:00 - MONDAY 10:00'] }],
      [[{ ...week[0]!, opening_time: '9am' }], { 'availability.0.opening_time': ['Time must be HH:mm'] }],
      [[{ ...week[0]!, closing_time: '09:00' }], { 'availability.0': ['The period closes when it opens'] }],
      [[{ ...week[0]!, opening_day: 'MON' }], { 'availability.0.opening_day': expect.any(Array) }],
    ] as const;
    for (const [availability, errors] of cases) {
      const res = await call('PATCH', `/api/venues/${venueId}/schedule`, { availability });
      expect(res.statusCode, JSON.stringify(availability)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
  });
});

describe('check connection', () => {
  it('makes a harmless call with the connection credentials and says what it found', async () => {
    const current = await venue();
    const wolt = current.woltSettings[0]!;
    const check = (instanceId: number, distributorId: number) =>
      call('PATCH', '/api/venues/check-connection', { venueId, instanceId, distributorId });

    expect((await check(wolt.id, 1)).json()).toEqual({
      ok: true,
      status: null,
      message: 'Wolt answers: the store is online there',
    });
    expect(woltVenueCalls()).toEqual([
      { method: 'GET', path: `/venues/${WOLT_VENUE.externalVenueId}/status`, body: null, status: 200 },
    ]);

    await call('PUT', '/api/venues', {
      id: venueId,
      woltSettings: [
        { id: wolt.id, externalId: wolt.externalId },
        { externalId: 'no-such-wolt-store', apiKey: WOLT_VENUE.apiKey },
        { externalId: 'wolt-wrong-key', apiKey: 'not-the-key' },
      ],
    });
    const [, unknown, wrongKey] = (await venue()).woltSettings;
    expect((await check(unknown!.id, 1)).json()).toEqual({
      ok: false,
      status: 404,
      message: 'Wolt does not know the store "no-such-wolt-store" (HTTP 404): check the store id',
    });
    expect((await check(wrongKey!.id, 1)).json()).toMatchObject({ ok: false, status: 401 });

    platforms.answerNext({ status: 200, body: { until: null } });
    const glovo = current.glovoSettings[0]!;
    expect((await check(glovo.id, 4)).json()).toEqual({
      ok: true,
      status: null,
      message: 'Glovo answers: the store is open there',
    });
    platforms.answerNext({ status: 500, body: { message: 'down' } });
    expect((await check(current.boltSettings[0]!.id, 2)).json()).toMatchObject({ ok: false, status: 500 });
    expect(wire().map((r) => [r.method, r.path])).toEqual([
      ['GET', `/webhook/stores/${STORE.glovo}/closing`],
      ['POST', '/bolt/genericClient/getMenu'],
    ]);

    const mismatch = await check(glovo.id, 1);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ errors: { distributorId: ['The connection is a glovo connection'] } });
    await call('PUT', '/api/venues', {
      id: venueId,
      woltSettings: [{ id: wolt.id, externalId: wolt.externalId }],
    });
  });
});

describe('who may run a venue', () => {
  let tokens: { manager: string; operator: string; otherManager: string };
  beforeAll(async () => {
    const db = pair.app.ctx.db.kysely;
    const password = 'Staff-pass-123';
    await createUser(db, pair.app.clock, {
      userName: 'status.manager',
      password,
      role: Role.MANAGER,
      venueId,
    });
    await createUser(db, pair.app.clock, {
      userName: 'status.operator',
      password,
      role: Role.OPERATOR,
      venueId,
    });
    tokens = {
      manager: (await signIn(pair.app, { userName: 'status.manager', password })).accessToken,
      operator: (await signIn(pair.app, { userName: 'status.operator', password })).accessToken,
      otherManager: await signInOtherVenueManager(pair.app, { venueName: 'Other', userName: 'status.other' }),
    };
  });

  it('lets a manager and an operator open and close their venue; only a manager edits the schedule', async () => {
    const wolt = (await venue()).woltSettings[0]!;
    for (const token of [tokens.manager, tokens.operator]) {
      expect((await call('PATCH', `/api/venues/${venueId}/Offline`, undefined, token)).statusCode).toBe(200);
      expect((await call('PATCH', `/api/venues/${venueId}/Online`, undefined, token)).statusCode).toBe(200);
      const check = { venueId, instanceId: wolt.id, distributorId: 1 };
      expect((await call('PATCH', '/api/venues/check-connection', check, token)).statusCode).toBe(200);
    }
    const schedule = [
      { opening_day: 'MONDAY', opening_time: '08:00', closing_day: 'MONDAY', closing_time: '22:00' },
    ];
    expect(
      (await call('PATCH', `/api/venues/${venueId}/schedule`, schedule, tokens.manager)).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/venues/${venueId}/schedule`, schedule, tokens.operator)).statusCode,
    ).toBe(403);

    // Another venue's manager reaches none of it: the venue reads as missing.
    for (const [url, body] of [
      [`/api/venues/${venueId}/Offline`, undefined],
      [`/api/venues/${venueId}/schedule`, schedule],
      ['/api/venues/availability', { venueId, instanceId: wolt.id, isOnline: false }],
      ['/api/venues/check-connection', { venueId, instanceId: wolt.id, distributorId: 1 }],
    ] as const) {
      expect((await call('PATCH', url, body, tokens.otherManager)).statusCode, url).toBe(404);
    }
    expect((await venue()).status).toBe(true);
  });

  it('lets a dealer run only the venues of their areas', async () => {
    const db = pair.app.ctx.db.kysely;
    const area = async (name: string) =>
      (
        await db
          .insertInto('areas')
          .values({ name, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [own, other] = [await area('status-own-area'), await area('status-other-area')];
    await db.updateTable('venues').set({ area_id: own }).where('id', '=', venueId).execute();
    const password = 'Dealer-pass-123';
    const dealer = async (userName: string, areaId: number) => {
      const id = await createUser(db, pair.app.clock, { userName, password, role: Role.DEALER });
      await db.insertInto('dealer_areas').values({ dealer_id: id, area_id: areaId }).execute();
      return (await signIn(pair.app, { userName, password })).accessToken;
    };
    const [inArea, outside] = [await dealer('status.dealer', own), await dealer('status.far', other)];
    const schedule = [
      { opening_day: 'FRIDAY', opening_time: '10:00', closing_day: 'FRIDAY', closing_time: '20:00' },
    ];
    expect((await call('PATCH', `/api/venues/${venueId}/schedule`, schedule, inArea)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/venues/${venueId}/Offline`, undefined, inArea)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/venues/${venueId}/Online`, undefined, outside)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/venues/${venueId}/schedule`, schedule, outside)).statusCode).toBe(404);
    expect((await call('GET', `/api/venues/${venueId}`, undefined, outside)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/venues/${venueId}/Online`, undefined, inArea)).statusCode).toBe(200);
    await db.updateTable('venues').set({ area_id: null }).where('id', '=', venueId).execute();
  });
});
