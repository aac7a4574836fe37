import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, seedPerson, seedVenue, unique, type ScopeWorld } from './support/scope-world';

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

describe('areas', () => {
  it('creates, renames, searches and deletes an area, with audit entries', async () => {
    const name = unique('Vilnius');
    const created = await api('POST', '/api/areas', { name: ` ${name} ` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name });
    const id = created.json().id as number;

    const renamed = await api('PUT', '/api/areas', { id, name: `${name} centre` });
    expect(renamed.json()).toEqual({ id, name: `${name} centre` });
    const found = await api('GET', `/api/areas?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(found.json()).toEqual({
      items: [{ id, name: `${name} centre` }],
      total: 1,
      page: 1,
      pageSize: 20,
    });

    expect((await api('DELETE', `/api/areas/${id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/areas/${id}`)).statusCode).toBe(404);
    const actions = await app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'area')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['area.create', 'area.update', 'area.delete']);
  });

  it('keeps area names unique regardless of case (409 on name)', async () => {
    const name = unique('Kaunas');
    await api('POST', '/api/areas', { name });
    const again = await api('POST', '/api/areas', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { name: ['An area with this name already exists'] } });
    const other = (await api('POST', '/api/areas', { name: unique('Other') })).json();
    expect((await api('PUT', '/api/areas', { id: other.id, name })).statusCode).toBe(409);
  });

  it('keeps an area that still has venues (409) and drops dealer bindings with an empty one', async () => {
    const busy = await api('DELETE', `/api/areas/${world.areaId.own}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors.general[0]).toMatch(/still has venues/);

    const area = (await api('POST', '/api/areas', { name: unique('empty') })).json();
    const dealer = await seedPerson(app, Role.DEALER, { areaIds: [world.areaId.own, area.id] });
    expect((await api('DELETE', `/api/areas/${area.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/dealers/${dealer.id}`)).json().areaIds).toEqual([world.areaId.own]);
  });

  it('shows a dealer only the areas they serve', async () => {
    const res = await api('GET', '/api/areas?pageSize=100', undefined, world.token.dealer);
    expect(res.json().items.map((a: { id: number }) => a.id)).toEqual([world.areaId.own]);
  });
});

describe('venue groups', () => {
  it('lets a dealer create and change a group in their area, never in another', async () => {
    const dealer = world.token.dealer;
    const created = await api(
      'POST',
      '/api/VenueGroups',
      { name: 'Chain', areaId: world.areaId.own },
      dealer,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Chain', areaId: world.areaId.own });
    const id = created.json().id as number;

    const moved = await api('PUT', '/api/VenueGroups', { id, areaId: world.areaId.foreign }, dealer);
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual({ errors: { areaId: ['Area was not found'] } });
    const renamed = await api('PUT', '/api/venuegroups', { id, name: 'Chain two' }, dealer);
    expect(renamed.json()).toEqual({ id, name: 'Chain two', areaId: world.areaId.own });
  });

  it('filters by area and searches by name', async () => {
    const tag = unique('grp');
    await api('POST', '/api/VenueGroups', { name: `${tag} north`, areaId: world.areaId.foreign });
    await api('POST', '/api/VenueGroups', { name: `${tag} south`, areaId: world.areaId.own });
    const res = await api('GET', `/api/VenueGroups?search=${tag}&areaId=${world.areaId.foreign}`);
    expect(res.json().items.map((g: { name: string }) => g.name)).toEqual([`${tag} north`]);
  });

  it('deleting a group takes it off its venues and off the people showing it', async () => {
    const group = (
      await api('POST', '/api/VenueGroups', { name: unique('gone'), areaId: world.areaId.own })
    ).json();
    const venueId = await seedVenue(app, { areaId: world.areaId.own, venueGroupId: group.id });
    const manager = (
      await api('POST', '/api/managers', { userName: unique('m'), password: 'Passw0rd-x', venueId })
    ).json();
    expect(manager.activeVenueGroupId).toBe(group.id);

    expect((await api('DELETE', `/api/VenueGroups/${group.id}`)).statusCode).toBe(204);
    const venue = await api('GET', `/api/Venues/${venueId}`);
    expect(venue.json().venueGroupId).toBeNull();
    expect((await api('GET', `/api/managers/${manager.id}`)).json().activeVenueGroupId).toBeNull();
  });
});
