import { DEFAULT_SCHEDULE, DEFAULT_TIME_ZONE_ID, DEFAULT_VENUE_SETTINGS, Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import {
  buildScopeWorld,
  seedArea,
  seedPerson,
  seedVenue,
  seedVenueGroup,
  unique,
  type ScopeWorld,
} from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
});
afterAll(() => app.close());

function api(method: string, url: string, payload?: object, token = world.token.admin) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

async function auditActions(id: number) {
  const rows = await app.ctx.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'user_id'])
    .where('entity', '=', 'venue')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
  return rows;
}

/** An order of the venue, straight in the database. */
async function seedOrder(venueId: number): Promise<void> {
  const db = app.ctx.db.kysely;
  const now = clockIso(app.clock);
  const instance = await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: unique('wolt-store'),
      api_key: null,
      is_enabled: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      venue_id: venueId,
      platform_instance_id: instance.id,
      platform: 'wolt',
      platform_order_id: unique('wolt-order'),
      order_number: null,
      status_id: 1,
      state_id: 1,
      is_created_in_rkeeper: 0,
      adjusted_time_minutes: null,
      customer_name: null,
      delivery_type: null,
      amount: 1000,
      currency: 'EUR',
      items: '[]',
      platform_error: null,
      accepted_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('venues', () => {
  it('creates with defaults, reads, changes and deletes a venue, with audit entries', async () => {
    const name = unique('Bistro');
    const created = await api('POST', '/api/venues', {
      name: ` ${name} `,
      areaId: world.areaId.own,
      venueGroupId: world.venueGroupId.own,
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    const areaName = (await api('GET', `/api/areas/${world.areaId.own}`)).json().name;
    const groupName = (await api('GET', `/api/VenueGroups/${world.venueGroupId.own}`)).json().name;
    expect(venue).toMatchObject({
      id: expect.any(Number),
      name,
      status: true,
      areaId: world.areaId.own,
      areaName,
      venueGroupId: world.venueGroupId.own,
      venueGroupName: groupName,
      timeZoneId: DEFAULT_TIME_ZONE_ID,
      maxCookingTimeInMinutes: 60,
      defaultCookingTimeInMinutes: 20,
      info: { name, areaName, venueGroupName: groupName, companyName: null },
      settings: DEFAULT_VENUE_SETTINGS,
      schedule: DEFAULT_SCHEDULE,
      woltSettings: [],
      availablities: [],
    });

    // One route answers both the venue screen's path and the order board's.
    expect((await api('GET', `/api/venues/${venue.id}`)).json()).toEqual(venue);
    expect((await api('GET', `/api/Venues/${venue.id}`)).json()).toEqual(venue);

    const changed = await api('PUT', '/api/venues', {
      id: venue.id,
      timeZoneId: 113,
      maxCookingTimeInMinutes: 90,
      venueGroupId: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...venue,
      // Each change is pushed to the venue's boards with the next version, and answered with it.
      version: venue.version + 1,
      timeZoneId: 113,
      maxCookingTimeInMinutes: 90,
      venueGroupId: null,
      venueGroupName: null,
      info: { ...venue.info, venueGroupId: null, venueGroupName: null },
      settings: { ...venue.settings, timeZone: 113, maxCookingTimeInMinutes: 90 },
    });

    expect((await api('DELETE', `/api/venues/${venue.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/venues/${venue.id}`)).statusCode).toBe(404);
    expect(await auditActions(venue.id)).toEqual([
      { action: 'venue.create', user_id: world.userId.admin },
      { action: 'venue.update', user_id: world.userId.admin },
      { action: 'venue.settings', user_id: world.userId.admin },
      { action: 'venue.delete', user_id: world.userId.admin },
    ]);
  });

  it('lists venue rows with area and group names, searched, filtered and paged', async () => {
    const tag = unique('list');
    const areaId = await seedArea(app);
    const groupId = await seedVenueGroup(app, areaId);
    const a = await seedVenue(app, { areaId, venueGroupId: groupId, name: `${tag} Alpha` });
    const b = await seedVenue(app, { areaId, name: `${tag} beta` });
    await seedVenue(app, { areaId: world.areaId.own, name: `${tag} gamma` });

    const all = await api('GET', `/api/venues?search=${tag.toUpperCase()}&pageSize=2`);
    expect(all.json().total).toBe(3);
    expect(all.json().items.map((v: { name: string }) => v.name)).toEqual([`${tag} Alpha`, `${tag} beta`]);
    expect(all.json().items[0]).toEqual({
      id: a,
      name: `${tag} Alpha`,
      status: true,
      areaId,
      areaName: expect.any(String),
      venueGroupId: groupId,
      venueGroupName: expect.any(String),
      timeZoneId: 46,
      offlineUntil: null,
      isWoltLicensed: false,
      isBoltLicensed: false,
      isFudyLicensed: false,
      isGlovoLicensed: false,
      connections: [],
    });

    // The row sums up licences and connections: two Wolt stores (one enabled), a disabled Glovo one.
    const db = app.ctx.db.kysely;
    const now = clockIso(app.clock);
    for (const [platform, enabled] of [
      ['wolt', 1],
      ['wolt', 0],
      ['glovo', 0],
    ] as const) {
      await db
        .insertInto('platform_instances')
        .values({
          venue_id: a,
          platform,
          external_venue_id: unique(`${platform}-store`),
          api_key: null,
          is_enabled: enabled,
          created_at: now,
        })
        .execute();
    }
    await db
      .updateTable('venues')
      .set({ wolt_expires_at: '2100-01-01T00:00:00.000Z', glovo_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', a)
      .execute();
    const summed = (await api('GET', `/api/venues?search=${tag}&pageSize=1`)).json().items[0];
    expect(summed).toMatchObject({ id: a, isWoltLicensed: true, isGlovoLicensed: false });
    expect(summed.connections).toEqual([
      { platform: 'glovo', total: 1, enabled: 0 },
      { platform: 'wolt', total: 2, enabled: 1 },
    ]);

    const inArea = await api('GET', `/api/venues?search=${tag}&areaId=${areaId}`);
    expect(inArea.json().items.map((v: { id: number }) => v.id)).toEqual([a, b]);
    const inGroup = await api('GET', `/api/venues?venueGroupId=${groupId}`);
    expect(inGroup.json().items.map((v: { id: number }) => v.id)).toEqual([a]);

    const until = new Date(Date.now() + 3600_000).toISOString();
    expect((await api('PATCH', `/api/venues/${b}/Offline`, { until })).statusCode).toBe(200);
    const offline = await api('GET', `/api/venues?search=${tag}&status=false`);
    expect(
      offline
        .json()
        .items.map((v: { id: number; status: boolean; offlineUntil: string }) => [
          v.id,
          v.status,
          Date.parse(v.offlineUntil),
        ]),
    ).toEqual([[b, false, Date.parse(until)]]);
    const online = await api('GET', `/api/venues?search=${tag}&status=true`);
    expect(online.json().items.map((v: { id: number }) => v.id)).toHaveLength(2);
    expect((await api('GET', '/api/venues?status=closed')).json()).toEqual({
      errors: { status: ['Use true (online) or false (offline)'] },
    });
  });

  it('validates the fields with the contract (400 with field errors)', async () => {
    const bad = await api('POST', '/api/venues', {
      name: ' ',
      areaId: world.areaId.own,
      timeZoneId: 141,
      maxCookingTimeInMinutes: 241,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['maxCookingTimeInMinutes', 'name', 'timeZoneId']);

    const above = await api('POST', '/api/venues', {
      name: unique('v'),
      areaId: world.areaId.own,
      maxCookingTimeInMinutes: 30,
      defaultCookingTimeInMinutes: 45,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      errors: { defaultCookingTimeInMinutes: ['The default cooking time may not exceed the maximum'] },
    });
  });

  it('keeps the default cooking time within the maximum the venue already has', async () => {
    const id = await seedVenue(app, { areaId: world.areaId.own }); // 60 max, 15 default
    const lower = await api('PUT', '/api/venues', { id, maxCookingTimeInMinutes: 10 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({
      errors: { defaultCookingTimeInMinutes: ['The default cooking time may not exceed the maximum'] },
    });
    const both = await api('PUT', '/api/venues', {
      id,
      maxCookingTimeInMinutes: 10,
      defaultCookingTimeInMinutes: 10,
    });
    expect(both.json()).toMatchObject({ maxCookingTimeInMinutes: 10, defaultCookingTimeInMinutes: 10 });
  });

  it('puts a venue only into a group of its own area (400 on venueGroupId)', async () => {
    const wrongGroup = await api('POST', '/api/venues', {
      name: unique('v'),
      areaId: world.areaId.own,
      venueGroupId: world.venueGroupId.foreign,
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toEqual({
      errors: { venueGroupId: ['The venue group belongs to another area'] },
    });

    const id = await seedVenue(app, { areaId: world.areaId.own, venueGroupId: world.venueGroupId.own });
    // Moving to another area while keeping the old area's group is refused too…
    const moved = await api('PUT', '/api/venues', { id, areaId: world.areaId.foreign });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.venueGroupId).toEqual(['The venue group belongs to another area']);
    // …and allowed together with a group of the new area, or none.
    const regrouped = await api('PUT', '/api/venues', {
      id,
      areaId: world.areaId.foreign,
      venueGroupId: world.venueGroupId.foreign,
    });
    expect(regrouped.json()).toMatchObject({
      areaId: world.areaId.foreign,
      venueGroupId: world.venueGroupId.foreign,
    });

    const missing = await api('PUT', '/api/venues', { id, venueGroupId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: { venueGroupId: ['Venue group was not found'] } });
  });

  it('lets a dealer create and change venues only within their areas (404 on areaId)', async () => {
    const dealer = world.token.dealer;
    const created = await api('POST', '/api/venues', { name: unique('d'), areaId: world.areaId.own }, dealer);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const moved = await api('PUT', '/api/venues', { id, areaId: world.areaId.foreign }, dealer);
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual({ errors: { areaId: ['Area was not found'] } });
    // A group of another dealer's area reads as missing, even with the right area.
    const foreignGroup = await api(
      'PUT',
      '/api/venues',
      { id, venueGroupId: world.venueGroupId.foreign },
      dealer,
    );
    expect(foreignGroup.statusCode).toBe(404);
    expect(foreignGroup.json()).toEqual({ errors: { venueGroupId: ['Venue group was not found'] } });
    const grouped = await api('PUT', '/api/venues', { id, venueGroupId: world.venueGroupId.own }, dealer);
    expect(grouped.json().venueGroupId).toBe(world.venueGroupId.own);

    const list = await api('GET', '/api/venues?pageSize=100', undefined, dealer);
    const areas = new Set(list.json().items.map((v: { areaId: number }) => v.areaId));
    expect([...areas]).toEqual([world.areaId.own]);
  });

  it('shows a manager and an operator their own venue only, read-only', async () => {
    for (const token of [world.token.manager, world.token.operator]) {
      const list = await api('GET', '/api/venues', undefined, token);
      expect(list.json().items.map((v: { id: number }) => v.id)).toEqual([world.venueId.own]);
      expect((await api('GET', `/api/venues/${world.venueId.own}`, undefined, token)).statusCode).toBe(200);
      const change = await api('PUT', '/api/venues', { id: world.venueId.own, name: 'Mine' }, token);
      expect(change.statusCode).toBe(403);
    }
  });

  it('keeps a venue that still has orders or people (409)', async () => {
    const withOrders = await seedVenue(app, { areaId: world.areaId.own });
    await seedOrder(withOrders);
    const withPeople = await seedVenue(app, { areaId: world.areaId.own });
    await seedPerson(app, Role.OPERATOR, { venueId: withPeople });
    for (const id of [withOrders, withPeople]) {
      const res = await api('DELETE', `/api/venues/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.general[0]).toMatch(/^The venue still has orders or people/);
      expect((await api('GET', `/api/venues/${id}`)).statusCode).toBe(200);
    }
    expect(await auditActions(withOrders)).toEqual([]);
  });
});
