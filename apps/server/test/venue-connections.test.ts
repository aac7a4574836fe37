import { DEFAULT_SCHEDULE, DEFAULT_TIME_ZONE_ID, venueZoneName } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findConnectionByExternalId,
  listVenueConnections,
  loadConnection,
} from '../src/modules/platform-instances/connections';
import { readVenueLicenceDates, writeVenueLicenceDates } from '../src/modules/venues/venue-licence-dates';
import { readVenueSettings } from '../src/modules/venues/venue-settings.repository';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import {
  bearer,
  seedWoltVenue,
  signIn,
  startTestApp,
  WEBHOOK_SECRET,
  type TestApp,
} from './support/test-app';
import { buildScopeWorld, unique, type Caller, type ScopeWorld } from './support/scope-world';
import { clockIso } from '../src/clock';

let app: TestApp;
let world: ScopeWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
});
afterAll(() => app.close());

function api(caller: Caller, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  return app.app.inject({
    method,
    url,
    headers: bearer(world.token[caller]),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const SECRETS = {
  apiKey: 'wolt-key-7f3a9c',
  webhookSecret: 'wolt-hook-secret-b81d44e0',
  apiToken: 'glovo-token-55aa11',
  webhookToken: 'glovo-inbound-99cc22',
  hmacSecret: 'bolt-hmac-0d0e0f',
  webhookPassword: 'bolt-basic-pass-4242',
  fudyKey: 'fudy-key-1a2b3c',
};

describe('venue connections', () => {
  it('adds, changes and removes connections through PUT, never answering or storing a secret in the clear', async () => {
    const wolt = unique('wolt-store');
    const put = await api('admin', 'PUT', '/api/venues', {
      id: world.venueId.own,
      woltSettings: [
        { name: 'Main', externalId: wolt, apiKey: SECRETS.apiKey, webhookSecret: SECRETS.webhookSecret },
      ],
      glovoSettings: [
        { externalId: unique('glovo-store'), apiToken: SECRETS.apiToken, webhookToken: SECRETS.webhookToken },
      ],
      boltSettings: [
        {
          externalId: unique('bolt-provider'),
          integratorId: 'integrator-1',
          hmacSecret: SECRETS.hmacSecret,
          webhookUser: 'bolt',
          webhookPassword: SECRETS.webhookPassword,
        },
      ],
      fudySettings: [
        {
          externalId: unique('fudy'),
          apiUrl: 'http://127.0.0.1:9/fudy',
          apiKey: SECRETS.fudyKey,
          isEnabled: false,
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    const venue = put.json();
    expect(venue.woltSettings).toEqual([
      {
        id: expect.any(Number),
        isEnabled: true,
        name: 'Main',
        externalId: wolt,
        webhookPath: '/api/webhooks/wolt',
        currency: null,
        statusForm: 'status',
        clientId: null,
        hasApiKey: true,
        hasClientSecret: false,
        hasRefreshToken: false,
        hasWebhookSecret: true,
      },
    ]);
    expect(venue.glovoSettings[0]).toMatchObject({ hasApiToken: true, hasWebhookToken: true });
    expect(venue.boltSettings[0]).toMatchObject({
      integratorId: 'integrator-1',
      webhookUser: 'bolt',
      hasHmacSecret: true,
      hasWebhookPassword: true,
    });
    expect(venue.fudySettings[0]).toMatchObject({
      isEnabled: false,
      apiUrl: 'http://127.0.0.1:9/fudy',
      hasApiKey: true,
    });
    expect(venue.availablities).toHaveLength(4);

    // Not in any answer, not in the database in the clear, not in the audit.
    const got = await api('admin', 'GET', `/api/venues/${world.venueId.own}`);
    const stored = JSON.stringify(
      await app.ctx.db.kysely.selectFrom('platform_instances').selectAll().execute(),
    );
    const audit = JSON.stringify(await app.ctx.db.kysely.selectFrom('audit_log').selectAll().execute());
    for (const secret of Object.values(SECRETS)) {
      expect(put.body).not.toContain(secret);
      expect(got.body).not.toContain(secret);
      expect(stored).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }

    // Other modules read them opened.
    const id = venue.woltSettings[0].id as number;
    const connection = await loadConnection(app.ctx, id);
    expect(connection).toMatchObject({
      venueId: world.venueId.own,
      platform: 'wolt',
      externalId: wolt,
      credentials: { apiKey: SECRETS.apiKey, webhookSecret: SECRETS.webhookSecret },
    });
    expect((await findConnectionByExternalId(app.ctx, 'wolt', wolt))?.id).toBe(id);
    const bolt = (await listVenueConnections(app.ctx, world.venueId.own)).find((c) => c.platform === 'bolt');
    expect(bolt?.credentials).toEqual({
      integratorId: 'integrator-1',
      webhookUser: 'bolt',
      hmacSecret: SECRETS.hmacSecret,
      webhookPassword: SECRETS.webhookPassword,
    });

    // A secret left out is kept, null clears it; an item left out of a list sent is removed.
    const changed = await api('dealer', 'PUT', '/api/venues', {
      id: world.venueId.own,
      woltSettings: [{ id, externalId: wolt, name: 'Renamed', webhookSecret: null, statusForm: 'online' }],
      glovoSettings: [],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().woltSettings[0]).toMatchObject({
      name: 'Renamed',
      statusForm: 'online',
      hasApiKey: true,
      hasWebhookSecret: false,
    });
    expect(changed.json().glovoSettings).toEqual([]);
    expect(changed.json().boltSettings).toHaveLength(1);
    const actions = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('action', 'like', 'venue.connection.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'venue.connection.add',
      'venue.connection.add',
      'venue.connection.add',
      'venue.connection.add',
      'venue.connection.update',
      'venue.connection.remove',
    ]);
    expect(JSON.parse(actions[4]!.after_json!)).toMatchObject({
      name: 'Renamed',
      changedCredentials: ['webhookSecret'],
    });
  });

  it('refuses an enabled connection without credentials, a store id in use, and a foreign connection id', async () => {
    const taken = unique('taken');
    expect(
      (
        await api('admin', 'PUT', '/api/venues', {
          id: world.venueId.foreign,
          woltSettings: [{ externalId: taken, apiKey: 'k' }],
        })
      ).statusCode,
    ).toBe(200);
    const foreignId = (await api('admin', 'GET', `/api/venues/${world.venueId.foreign}`)).json()
      .woltSettings[0].id;
    const cases = [
      [{ woltSettings: [{ externalId: unique('w') }] }, 400, 'woltSettings.0.apiKey'],
      [{ glovoSettings: [{ externalId: unique('g') }] }, 400, 'glovoSettings.0.apiToken'],
      [{ woltSettings: [{ externalId: taken, apiKey: 'k' }] }, 409, 'woltSettings.0.externalId'],
      [{ woltSettings: [{ id: foreignId, externalId: unique('w'), apiKey: 'k' }] }, 404, 'woltSettings.0.id'],
      [
        { fudySettings: [{ externalId: unique('f'), apiUrl: 'ftp://x', apiKey: 'k' }] },
        400,
        'fudySettings.0.apiUrl',
      ],
      [{ boltSettings: [{ externalId: unique('b'), currency: 'EURO' }] }, 400, 'boltSettings.0.currency'],
    ] as const;
    for (const [body, status, field] of cases) {
      const res = await api('admin', 'PUT', '/api/venues', { id: world.venueId.own, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it("keeps a connection's currency (ISO 4217, upper case) and the Glovo inbound token optional", async () => {
    const store = unique('glovo-currency');
    const res = await api('admin', 'PUT', '/api/venues', {
      id: world.venueId.foreign,
      glovoSettings: [{ externalId: store, apiToken: 'glovo-shared', currency: 'pln' }],
    });
    expect(res.statusCode).toBe(200);
    const glovo = (res.json().glovoSettings as { externalId: string }[]).find((c) => c.externalId === store);
    expect(glovo).toMatchObject({ currency: 'PLN', hasApiToken: true, hasWebhookToken: false });
  });

  it('lets a manager change settings of their venue but not its connections, info or licence dates', async () => {
    const id = world.venueId.own;
    const ok = await api('manager', 'PUT', '/api/venues', {
      id,
      settings: {
        isAutoAcceptEnabled: true,
        autoAcceptTimeInSeconds: 45,
        defaultDeliveryMethod: 3,
        timeZone: 113,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings).toMatchObject({
      isAutoAcceptEnabled: true,
      autoAcceptTimeInSeconds: 45,
      timeZone: 113,
    });
    expect(ok.json().timeZoneId).toBe(113);
    expect(await readVenueSettings(app.ctx.db.kysely, id)).toEqual(ok.json().settings);

    for (const body of [
      { woltSettings: [] },
      { companyName: 'X UAB' },
      { venueSelfSettings: { woltExpiredDateUtc: '2030-01-01T00:00:00Z' } },
      { settings: { boltExpiredDateUtc: '2030-01-01T00:00:00Z' } },
    ]) {
      expect(
        (await api('manager', 'PUT', '/api/venues', { id, ...body })).statusCode,
        JSON.stringify(body),
      ).toBe(403);
    }
    expect(
      (await api('operator', 'PUT', '/api/venues', { id, settings: { isDebugMode: true } })).statusCode,
    ).toBe(403);
    expect(
      (await api('dealer', 'PUT', '/api/venues', { id, companyName: 'Own UAB' })).json().info.companyName,
    ).toBe('Own UAB');
  });

  it('creates a venue with settings and connections in one call; its settings win over the defaults', async () => {
    const res = await api('dealer', 'POST', '/api/venues', {
      name: unique('Created whole'),
      areaId: world.areaId.own,
      companyName: 'Whole UAB',
      phone: '+370 600 12345',
      email: 'whole@example.com',
      settings: { timeZone: 113, maxCookingTimeInMinutes: 90, isUseKds: true },
      woltSettings: [{ externalId: unique('wolt-created'), apiKey: 'created-key' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      timeZoneId: 113,
      maxCookingTimeInMinutes: 90,
      info: { companyName: 'Whole UAB', phone: '+370 600 12345', email: 'whole@example.com' },
      settings: { timeZone: 113, maxCookingTimeInMinutes: 90, isUseKds: true },
      woltSettings: [{ hasApiKey: true }],
    });
    const bad = await api('dealer', 'POST', '/api/venues', {
      name: unique('Bad'),
      areaId: world.areaId.own,
      email: 'not-an-address',
      phone: 'call me',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'phone']);
  });

  it('validates every setting by its type', async () => {
    const id = world.venueId.own;
    const bad = {
      defaultMenuLanguageId: 99,
      defaultDeliveryMethod: 0,
      imageSourceId: 4,
      timeZone: 141,
      isUseKds: 'yes',
      woltExpiredDateUtc: 'tomorrow',
      autoAcceptTimeInSeconds: 1.5,
      maxCookingTimeInMinutes: 0,
      defaultDelayTimeInMinutes: 241,
      unknownSetting: true,
    };
    const res = await api('admin', 'PUT', '/api/venues', { id, settings: bad });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'settings',
        'settings.autoAcceptTimeInSeconds',
        'settings.defaultDelayTimeInMinutes',
        'settings.defaultDeliveryMethod',
        'settings.defaultMenuLanguageId',
        'settings.imageSourceId',
        'settings.isUseKds',
        'settings.maxCookingTimeInMinutes',
        'settings.timeZone',
        'settings.woltExpiredDateUtc',
      ].sort(),
    );
  });

  it('keeps the licence dates in one place: venueSelfSettings, the settings and the licence flags agree', async () => {
    const id = world.venueId.own;
    const res = await api('admin', 'PUT', '/api/venues', {
      id,
      venueSelfSettings: {
        woltExpiredDateUtc: '2100-01-01T00:00:00Z',
        glovoExpiredDateUtc: '2020-01-01T00:00:00Z',
      },
      settings: { boltExpiredDateUtc: '2099-06-01T12:00:00+02:00' },
    });
    expect(res.statusCode).toBe(200);
    const venue = res.json();
    expect(venue.venueSelfSettings).toEqual({
      woltExpiredDateUtc: '2100-01-01T00:00:00.000Z',
      boltExpiredDateUtc: '2099-06-01T10:00:00.000Z',
      fudyExpiredDateUtc: null,
      glovoExpiredDateUtc: '2020-01-01T00:00:00.000Z',
    });
    expect(venue.settings.woltExpiredDateUtc).toBe('2100-01-01T00:00:00.000Z');
    expect(venue.settings.boltExpiredDateUtc).toBe('2099-06-01T10:00:00.000Z');
    expect([venue.isWoltLicensed, venue.isBoltLicensed, venue.isFudyLicensed, venue.isGlovoLicensed]).toEqual(
      [true, true, false, false],
    );

    const written = await app.ctx.db.kysely
      .transaction()
      .execute((trx) =>
        writeVenueLicenceDates(trx, id, { fudy: '2031-02-03T04:05:06Z' }, clockIso(app.clock)),
      );
    expect(written.before.fudy).toBeNull();
    expect(written.after).toMatchObject({
      fudy: '2031-02-03T04:05:06.000Z',
      wolt: '2100-01-01T00:00:00.000Z',
    });
    expect((await readVenueLicenceDates(app.ctx.db.kysely, id)).fudy).toBe('2031-02-03T04:05:06.000Z');
    expect((await api('manager', 'GET', `/api/venues/${id}`)).json().settings.fudyExpiredDateUtc).toBe(
      '2031-02-03T04:05:06.000Z',
    );
  });

  it("verifies a Wolt webhook with its connection's own secret, falling back to WOLT_WEBHOOK_SECRET", async () => {
    const own = {
      externalVenueId: unique('wolt-own-secret'),
      apiKey: 'k',
      webhookSecret: 'connection-secret-0123456789',
    };
    const { instanceId } = await seedWoltVenue(app, own);
    const plain = { externalVenueId: unique('wolt-server-secret'), apiKey: 'k' };
    await seedWoltVenue(app, plain);
    const body = (venueId: string) =>
      JSON.stringify({
        id: unique('n'),
        type: 'order.notification',
        order: {
          id: unique('o'),
          venue_id: venueId,
          status: 'READY',
          resource_url: 'https://example.invalid/o',
        },
        created_at: new Date().toISOString(),
      });
    const post = (raw: string, secret: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/webhooks/wolt',
        headers: { 'content-type': 'application/json', 'wolt-signature': signWoltBody(raw, secret) },
        payload: raw,
      });
    const ownBody = body(own.externalVenueId);
    expect((await post(ownBody, own.webhookSecret)).statusCode).toBe(200);
    expect((await post(body(own.externalVenueId), WEBHOOK_SECRET)).statusCode).toBe(401);
    expect((await post(body(plain.externalVenueId), WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await post(body(plain.externalVenueId), own.webhookSecret)).statusCode).toBe(401);

    await app.ctx.db.kysely
      .updateTable('platform_instances')
      .set({ is_enabled: 0 })
      .where('id', '=', instanceId)
      .execute();
    const disabled = await post(body(own.externalVenueId), own.webhookSecret);
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json()).toEqual({ errors: { venue_id: [`Unknown Wolt venue ${own.externalVenueId}`] } });
  });

  it('shows the demo venue with its Wolt connection, schedule and licence', async () => {
    const demo = await startTestApp({ DEMO_MODE: 'true', DEMO_WOLT_API_KEY: 'demo-key-in-test' });
    try {
      const token = (await signIn(demo)).accessToken;
      const list = await demo.app.inject({ url: '/api/venues?search=Demo', headers: bearer(token) });
      const id = list.json().items[0].id as number;
      const res = await demo.app.inject({ url: `/api/venues/${id}`, headers: bearer(token) });
      expect(res.json()).toMatchObject({
        name: 'Demo Bistro',
        isWoltLicensed: true,
        venueSelfSettings: { woltExpiredDateUtc: '2100-01-01T00:00:00.000Z' },
        schedule: DEFAULT_SCHEDULE,
        woltSettings: [
          { name: 'Demo Wolt store', externalId: 'demo-wolt-venue', hasApiKey: true, isEnabled: true },
        ],
      });
      expect(res.body).not.toContain('demo-key-in-test');
      // A Vilnius address on the Vilnius clock (its reports count 21:xx orders in the 21:00 hour).
      const settings = await readVenueSettings(demo.ctx.db.kysely, id);
      expect(venueZoneName(settings)).toBe('Europe/Kyiv');
      expect(settings.timeZone).toBe(DEFAULT_TIME_ZONE_ID);
      expect((await loadConnection(demo.ctx, res.json().woltSettings[0].id))?.credentials['apiKey']).toBe(
        'demo-key-in-test',
      );
    } finally {
      await demo.close();
    }
  });
});
