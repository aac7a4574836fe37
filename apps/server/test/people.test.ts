// The people collections through HTTP: the answers, the validation, the scopes, signing in after a
// change. The module's rules (active venues, ended sessions, dealers' areas, search, audit) are in
// people-service.test.ts.
import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestApp, type TestApp } from './support/test-app';
import { PASSWORD, buildScopeWorld, seedPerson, unique, type ScopeWorld } from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
  admin = world.token.admin;
});
afterAll(() => app.close());

function api(method: string, url: string, payload?: object, token = admin) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

function refresh(refreshToken: string) {
  return app.app.inject({ method: 'POST', url: '/api/Token/Refresh', payload: { refreshToken } });
}

function signInStatus(userName: string, password: string) {
  return app.app
    .inject({ method: 'POST', url: '/api/Token/Access', payload: { userName, password } })
    .then((r) => r.statusCode);
}

describe('creating people', () => {
  it('creates a manager with every field, never answering with a password or its hash', async () => {
    const userName = unique('Manager.Anna');
    const res = await api('POST', '/api/managers', {
      userName,
      password: 'Anna-pass-1',
      firstName: ' Anna ',
      lastName: 'Berg',
      email: 'anna@example.com',
      venueId: world.venueId.own,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userName,
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      isActive: true,
      createdAt: expect.any(String),
      venueId: world.venueId.own,
      // The active venue and group follow the bound venue when not given.
      activeVenueId: world.venueId.own,
      activeVenueGroupId: world.venueGroupId.own,
    });
    expect(res.body).not.toMatch(/password|argon2/i);

    const stored = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['password_hash', 'role'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(stored.role).toBe(Role.MANAGER);
    const session = await signIn(app, { userName: userName.toUpperCase(), password: 'Anna-pass-1' });
    expect(session).toMatchObject({ roleNames: ['Manager'], venueId: world.venueId.own });
  });

  it('keeps logins unique regardless of case, across every collection (409 on userName)', async () => {
    const userName = unique('Unique.Login');
    expect((await api('POST', '/api/admins', { userName, password: PASSWORD })).statusCode).toBe(201);
    for (const [url, extra] of [
      ['/api/admins', {}],
      ['/api/operators', { venueId: world.venueId.own }],
      ['/api/dealers', { areaIds: [world.areaId.own] }],
    ] as const) {
      const res = await api('POST', url, { userName: userName.toUpperCase(), password: PASSWORD, ...extra });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: { userName: ['This login is already taken'] } });
    }
    const other = await seedPerson(app, Role.ADMIN);
    const rename = await api('PUT', '/api/admins', { id: other.id, userName: userName.toLowerCase() });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors.userName).toEqual(['This login is already taken']);
    // Renaming to another case of one's own login is not a conflict.
    const own = await api('PUT', '/api/admins', { id: other.id, userName: other.userName.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().userName).toBe(other.userName.toUpperCase());
  });

  it('applies the password rule on create and on update', async () => {
    const cases = [
      ['short1', 'Password must be at least 8 characters'],
      ['abcdefgh', 'Password must contain a digit'],
      ['12345678', 'Password must contain a letter'],
    ];
    for (const [password, message] of cases) {
      const res = await api('POST', '/api/admins', { userName: unique('weak'), password });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toContain(message);
    }
    const person = await seedPerson(app, Role.ADMIN);
    const update = await api('PUT', '/api/admins', { id: person.id, password: 'nodigits' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.password).toEqual(['Password must contain a digit']);
    expect(await signInStatus(person.userName, PASSWORD)).toBe(200);
  });

  it('validates the rest of the body and names each field', async () => {
    const res = await api('POST', '/api/operators', {
      userName: 'has space',
      password: PASSWORD,
      email: 'not-an-email',
      venueId: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'userName', 'venueId']);
    expect(res.json().errors.email).toEqual(['Email is not a valid address']);
    const blank = await api('POST', '/api/admins', {
      userName: unique('blank'),
      password: PASSWORD,
      email: '  ',
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().email).toBeNull();
  });

  it('refuses a venue or area that does not exist, naming the field', async () => {
    const venue = await api('POST', '/api/operators', {
      userName: unique('o'),
      password: PASSWORD,
      venueId: 999999,
    });
    expect(venue.statusCode).toBe(404);
    expect(venue.json()).toEqual({ errors: { venueId: ['Venue was not found'] } });
    const area = await api('POST', '/api/dealers', {
      userName: unique('d'),
      password: PASSWORD,
      areaIds: [world.areaId.own, 999999],
    });
    expect(area.statusCode).toBe(404);
    expect(area.json()).toEqual({ errors: { areaIds: ['Area was not found'] } });
    const group = await api('POST', '/api/managers', {
      userName: unique('m'),
      password: PASSWORD,
      venueId: world.venueId.own,
      activeVenueGroupId: 999999,
    });
    expect(group.json()).toEqual({ errors: { activeVenueGroupId: ['Venue group was not found'] } });
  });
});

describe('changing people', () => {
  it('changes only the fields given; no password means the password stays', async () => {
    const person = await seedPerson(app, Role.OPERATOR, { venueId: world.venueId.own });
    const res = await api('PUT', '/api/operators', {
      id: person.id,
      lastName: 'Changed',
      email: 'o@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: person.userName,
      lastName: 'Changed',
      email: 'o@example.com',
    });
    expect(await signInStatus(person.userName, PASSWORD)).toBe(200);
    const cleared = await api('PUT', '/api/operators', { id: person.id, email: null });
    expect(cleared.json()).toMatchObject({ lastName: 'Changed', email: null });
  });

  it('a new password replaces the old one and ends the sessions of the old one', async () => {
    const person = await seedPerson(app, Role.ADMIN);
    const session = await signIn(app, { userName: person.userName, password: PASSWORD });
    const res = await api('PUT', '/api/admins', { id: person.id, password: 'Brand-new-2' });
    expect(res.statusCode).toBe(200);
    expect(await signInStatus(person.userName, PASSWORD)).toBe(401);
    expect(await signInStatus(person.userName, 'Brand-new-2')).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('a deactivated person cannot sign in and their session ends at the next refresh', async () => {
    const person = await seedPerson(app, Role.MANAGER, { venueId: world.venueId.own });
    const session = await signIn(app, { userName: person.userName, password: PASSWORD });
    const res = await api('PUT', '/api/managers', { id: person.id, isActive: false });
    expect(res.json().isActive).toBe(false);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await signInStatus(person.userName, PASSWORD)).toBe(401);

    await api('PUT', '/api/managers', { id: person.id, isActive: true });
    expect(await signInStatus(person.userName, PASSWORD)).toBe(200);
  });

  it('a dealer cannot move their manager out of their areas, and nothing changes', async () => {
    const person = await seedPerson(app, Role.MANAGER, { venueId: world.venueId.own });
    const res = await api(
      'PUT',
      '/api/managers',
      { id: person.id, venueId: world.venueId.foreign },
      world.token.dealer,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { venueId: ['Venue was not found'] } });
    const stored = await api('GET', `/api/managers/${person.id}`);
    expect(stored.json().venueId).toBe(world.venueId.own);
  });

  it('refuses a dealer without an area (400 on areaIds)', async () => {
    const created = await api('POST', '/api/dealers', {
      userName: unique('dealer'),
      password: PASSWORD,
      areaIds: [world.areaId.own],
    });
    expect(created.statusCode).toBe(201);
    const none = await api('PUT', '/api/dealers', { id: created.json().id, areaIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.areaIds).toEqual(['Choose at least one area']);
  });
});

describe('deleting people', () => {
  it('deletes a person, whose session ends at the next refresh', async () => {
    const person = await seedPerson(app, Role.OPERATOR, { venueId: world.venueId.own });
    const session = await signIn(app, { userName: person.userName, password: PASSWORD });
    const res = await api('DELETE', `/api/operators/${person.id}`, undefined, world.token.manager);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api('GET', `/api/operators/${person.id}`)).statusCode).toBe(404);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await signInStatus(person.userName, PASSWORD)).toBe(401);
  });

  it('refuses to delete or deactivate oneself (409)', async () => {
    const self = world.userId.admin;
    const del = await api('DELETE', `/api/admins/${self}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ errors: { general: ['You cannot delete your own account'] } });
    const off = await api('PUT', '/api/admins', { id: self, isActive: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors.isActive).toEqual(['You cannot deactivate your own account']);
  });

  it('answers 404 for an id of another collection', async () => {
    expect((await api('GET', `/api/admins/${world.userId.manager}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/operators/${world.userId.manager}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/managers/${world.userId.manager}`)).statusCode).toBe(200);
  });
});

describe('listing people', () => {
  it('pages and sorts, with the total of the whole result', async () => {
    const tag = unique('pg');
    for (const n of ['c', 'a', 'e', 'b', 'd']) {
      await api('POST', '/api/admins', { userName: `${tag}.${n}`, password: PASSWORD });
    }
    const page = async (q: string) => (await api('GET', `/api/admins?search=${tag}&${q}`)).json();
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((i: { userName: string }) => i.userName)).toEqual([`${tag}.a`, `${tag}.b`]);
    const last = await page('pageSize=2&page=3');
    expect(last.items.map((i: { userName: string }) => i.userName)).toEqual([`${tag}.e`]);
    const desc = await page('pageSize=2&sortBy=userName&sortDesc=true');
    expect(desc.items.map((i: { userName: string }) => i.userName)).toEqual([`${tag}.e`, `${tag}.d`]);
    expect((await api('GET', '/api/admins?sortBy=password')).statusCode).toBe(400);
  });

  it("filters managers by venue and dealers by area (the tabs' selectors)", async () => {
    const managers = await api('GET', `/api/managers?venueId=${world.venueId.foreign}&pageSize=100`);
    const venueIds = new Set(managers.json().items.map((m: { venueId: number }) => m.venueId));
    expect([...venueIds]).toEqual([world.venueId.foreign]);
    const dealers = await api('GET', `/api/dealers?areaId=${world.areaId.foreign}&pageSize=100`);
    const ids = dealers.json().items.map((d: { id: number }) => d.id);
    expect(ids).toContain(world.foreign.dealerId);
    expect(ids).not.toContain(world.userId.dealer);
  });
});
