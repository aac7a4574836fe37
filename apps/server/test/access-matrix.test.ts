import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import {
  CALLERS,
  PASSWORD,
  bindDealer,
  buildScopeWorld,
  seedArea,
  seedPerson,
  seedVenue,
  seedVenueGroup,
  unique,
  type Caller,
  type ScopeWorld,
  type Side,
} from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
});
afterAll(() => app.close());

const MISSING_ID = 2_000_000_000;

type Op = 'list' | 'get' | 'create' | 'update' | 'delete';
type Case = 'list' | `${Exclude<Op, 'list'>} ${Side}`;
type Expectation = Record<Case, number>;

const ALL: Expectation = {
  list: 200,
  'get own': 200,
  'get foreign': 200,
  'create own': 201,
  'create foreign': 201,
  'update own': 200,
  'update foreign': 200,
  'delete own': 204,
  'delete foreign': 204,
};
const OWN_ONLY: Expectation = {
  list: 200,
  'get own': 200,
  'get foreign': 404,
  'create own': 201,
  'create foreign': 404,
  'update own': 200,
  'update foreign': 404,
  'delete own': 204,
  'delete foreign': 404,
};
const READ_OWN_ONLY: Expectation = {
  list: 200,
  'get own': 200,
  'get foreign': 404,
  'create own': 403,
  'create foreign': 403,
  'update own': 403,
  'update foreign': 403,
  'delete own': 403,
  'delete foreign': 403,
};
/** A manager may change their own venue's settings, not its name: the update is refused after the scope check. */
const MANAGER_VENUE: Expectation = { ...READ_OWN_ONLY, 'update foreign': 404 };
const FORBIDDEN = Object.fromEntries(Object.keys(ALL).map((k) => [k, 403])) as Expectation;

/** One collection of docs/product.md §7 and how to make its rows on either side. */
interface Collection {
  path: string;
  expect: Record<Caller, Expectation>;
  /** A row on that side for that caller, made without the API (fresh unless the caller's own). */
  seed(side: Side, caller: Caller): Promise<number>;
  createBody(side: Side): Record<string, unknown>;
  updateBody(id: number): Record<string, unknown>;
  /** The row's name as stored, or undefined when it is gone. */
  stored(id: number): Promise<string | null | undefined>;
  /** Ids of rows out of the caller's reach that must never show in an own-only caller's list. */
  foreignIds(caller: Caller): Promise<number[]>;
}

async function userName(id: number) {
  const row = await app.ctx.db.kysely
    .selectFrom('users')
    .select('first_name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.first_name : undefined;
}

async function usersOf(role: number, venueId: number) {
  const rows = await app.ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('role', '=', role)
    .where('venue_id', '=', venueId)
    .execute();
  return rows.map((r) => r.id);
}

function personBody(extra: Record<string, unknown> = {}) {
  return { userName: unique('new'), password: PASSWORD, firstName: 'New', ...extra };
}

const collections: Collection[] = [
  {
    path: '/api/admins',
    expect: { admin: ALL, dealer: FORBIDDEN, manager: FORBIDDEN, operator: FORBIDDEN },
    seed: async () => (await seedPerson(app, Role.ADMIN)).id,
    createBody: () => personBody(),
    updateBody: (id) => ({ id, firstName: 'Changed' }),
    stored: userName,
    foreignIds: async () => [],
  },
  {
    path: '/api/dealers',
    expect: { admin: ALL, dealer: FORBIDDEN, manager: FORBIDDEN, operator: FORBIDDEN },
    seed: async (side) => (await seedPerson(app, Role.DEALER, { areaIds: [world.areaId[side]] })).id,
    createBody: (side) => personBody({ areaIds: [world.areaId[side]] }),
    updateBody: (id) => ({ id, firstName: 'Changed' }),
    stored: userName,
    foreignIds: async () => [],
  },
  {
    path: '/api/managers',
    expect: { admin: ALL, dealer: OWN_ONLY, manager: FORBIDDEN, operator: FORBIDDEN },
    seed: async (side) => (await seedPerson(app, Role.MANAGER, { venueId: world.venueId[side] })).id,
    createBody: (side) => personBody({ venueId: world.venueId[side] }),
    updateBody: (id) => ({ id, firstName: 'Changed' }),
    stored: userName,
    foreignIds: () => usersOf(Role.MANAGER, world.venueId.foreign),
  },
  {
    path: '/api/operators',
    expect: { admin: ALL, dealer: OWN_ONLY, manager: OWN_ONLY, operator: FORBIDDEN },
    seed: async (side) => (await seedPerson(app, Role.OPERATOR, { venueId: world.venueId[side] })).id,
    createBody: (side) => personBody({ venueId: world.venueId[side] }),
    updateBody: (id) => ({ id, firstName: 'Changed' }),
    stored: userName,
    foreignIds: () => usersOf(Role.OPERATOR, world.venueId.foreign),
  },
  {
    path: '/api/areas',
    expect: { admin: ALL, dealer: READ_OWN_ONLY, manager: FORBIDDEN, operator: FORBIDDEN },
    async seed(side) {
      const id = await seedArea(app);
      await bindDealer(app, side === 'own' ? world.userId.dealer : world.foreign.dealerId, [id]);
      return id;
    },
    createBody: () => ({ name: unique('area') }),
    updateBody: (id) => ({ id, name: unique('changed') }),
    async stored(id) {
      const row = await app.ctx.db.kysely
        .selectFrom('areas')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.name;
    },
    async foreignIds() {
      const rows = await app.ctx.db.kysely
        .selectFrom('dealer_areas')
        .select('area_id')
        .where('dealer_id', '=', world.foreign.dealerId)
        .execute();
      return rows.map((r) => r.area_id);
    },
  },
  {
    path: '/api/VenueGroups',
    expect: { admin: ALL, dealer: OWN_ONLY, manager: FORBIDDEN, operator: FORBIDDEN },
    seed: (side) => seedVenueGroup(app, world.areaId[side]),
    createBody: (side) => ({ name: unique('group'), areaId: world.areaId[side] }),
    updateBody: (id) => ({ id, name: unique('changed') }),
    async stored(id) {
      const row = await app.ctx.db.kysely
        .selectFrom('venue_groups')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.name;
    },
    async foreignIds() {
      const rows = await app.ctx.db.kysely
        .selectFrom('venue_groups')
        .select('id')
        .where('area_id', '=', world.areaId.foreign)
        .execute();
      return rows.map((r) => r.id);
    },
  },
  {
    path: '/api/venues',
    expect: { admin: ALL, dealer: OWN_ONLY, manager: MANAGER_VENUE, operator: READ_OWN_ONLY },
    // A manager's or operator's own side is their own venue; the others get a fresh one in the area.
    seed: (side, caller) =>
      side === 'own' && (caller === 'manager' || caller === 'operator')
        ? Promise.resolve(world.venueId.own)
        : seedVenue(app, { areaId: world.areaId[side] }),
    createBody: (side) => ({ name: unique('venue'), areaId: world.areaId[side] }),
    updateBody: (id) => ({ id, name: unique('changed') }),
    async stored(id) {
      const row = await app.ctx.db.kysely
        .selectFrom('venues')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.name;
    },
    async foreignIds(caller) {
      let query = app.ctx.db.kysely.selectFrom('venues').select('id');
      // A dealer reaches the venues of their area, a manager or operator only their own venue.
      query =
        caller === 'dealer'
          ? query.where((eb) => eb.or([eb('area_id', 'is', null), eb('area_id', '!=', world.areaId.own)]))
          : query.where('id', '!=', world.venueId.own);
      return (await query.execute()).map((r) => r.id);
    },
  },
];

function call(caller: Caller, method: string, url: string, payload?: Record<string, unknown>) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(world.token[caller]),
    ...(payload ? { payload } : {}),
  });
}

/** The body naming the missing thing, with every id of the other side swapped for one that does not exist. */
function withMissingIds(body: Record<string, unknown>): Record<string, unknown> {
  const foreign = new Set([world.areaId.foreign, world.venueId.foreign, world.venueGroupId.foreign]);
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      Array.isArray(v)
        ? v.map((x) => (foreign.has(x) ? MISSING_ID : x))
        : foreign.has(v as number)
          ? MISSING_ID
          : v,
    ]),
  );
}

async function runCase(c: Collection, caller: Caller, name: Case): Promise<number> {
  if (name === 'list') {
    const res = await call(caller, 'GET', `${c.path}?pageSize=100`);
    if (res.statusCode === 200 && c.expect[caller]['get foreign'] === 404) {
      const { items, total } = res.json() as { items: { id: number }[]; total: number };
      const foreign = await c.foreignIds(caller);
      expect(foreign.length).toBeGreaterThan(0);
      expect(
        items.filter((i) => foreign.includes(i.id)),
        `${c.path} list of ${caller} leaks`,
      ).toEqual([]);
      // The count is scoped too: it would otherwise tell how many foreign rows exist.
      expect(total).toBe(items.length);
    }
    return res.statusCode;
  }
  const [op, side] = name.split(' ') as [Op, Side];
  if (op === 'create') {
    const body = c.createBody(side);
    const res = await call(caller, 'POST', c.path, body);
    if (res.statusCode === 404) {
      // A foreign reference answers exactly like a reference to nothing.
      const missing = await call(caller, 'POST', c.path, withMissingIds(c.createBody(side)));
      expect(missing.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    return res.statusCode;
  }
  const id = await c.seed(side, caller);
  const before = await c.stored(id);
  const request =
    op === 'get'
      ? () => call(caller, 'GET', `${c.path}/${id}`)
      : op === 'update'
        ? () => call(caller, 'PUT', c.path, c.updateBody(id))
        : () => call(caller, 'DELETE', `${c.path}/${id}`);
  const res = await request();
  if (res.statusCode === 404) {
    const missing =
      op === 'get'
        ? await call(caller, 'GET', `${c.path}/${MISSING_ID}`)
        : op === 'update'
          ? await call(caller, 'PUT', c.path, c.updateBody(MISSING_ID))
          : await call(caller, 'DELETE', `${c.path}/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(res.json(), `${name} ${c.path} by ${caller} tells a foreign row from a missing one`).toEqual(
      missing.json(),
    );
  }
  if (res.statusCode === 403) {
    expect(res.json()).toEqual({ errors: { general: ['You have no access to this resource'] } });
  }
  if (res.statusCode >= 400) {
    expect(await c.stored(id), `${name} ${c.path} by ${caller} changed the row`).toEqual(before);
  }
  if (op === 'get' && res.statusCode === 200) expect(res.json().id).toBe(id);
  if (op === 'delete' && res.statusCode === 204) expect(await c.stored(id)).toBeUndefined();
  return res.statusCode;
}

describe('access matrix: every collection route x every role x own and foreign rows', () => {
  for (const c of collections) {
    for (const caller of CALLERS) {
      it(`${c.path} as ${caller}`, async () => {
        const actual: Record<string, number> = {};
        for (const name of Object.keys(ALL) as Case[]) actual[name] = await runCase(c, caller, name);
        expect(actual).toEqual(c.expect[caller]);
      });
    }
  }
});

describe('access matrix: venues, catalog and settings', () => {
  it('lists in id-name only the venues in the caller scope', async () => {
    // The venues collection above adds venues to both areas.
    const venues = await app.ctx.db.kysely.selectFrom('venues').select(['id', 'area_id']).execute();
    const expected: Record<Caller, number[]> = {
      admin: venues.map((v) => v.id),
      dealer: venues.filter((v) => v.area_id === world.areaId.own).map((v) => v.id),
      manager: [world.venueId.own],
      operator: [world.venueId.own],
    };
    expect(expected.dealer).toContain(world.venueId.own);
    expect(expected.dealer).not.toContain(world.venueId.foreign);
    for (const caller of CALLERS) {
      const res = await call(caller, 'GET', '/api/venues/id-name');
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as { id: number }[]).map((v) => v.id);
      expect(ids.sort(), caller).toEqual(expected[caller].sort());
    }
  });

  it('opens a venue, and its orders, in the caller scope only (foreign reads as missing)', async () => {
    const expected: Record<Caller, Record<Side, number>> = {
      admin: { own: 200, foreign: 200 },
      dealer: { own: 200, foreign: 404 },
      manager: { own: 200, foreign: 404 },
      operator: { own: 200, foreign: 404 },
    };
    for (const caller of CALLERS) {
      for (const side of ['own', 'foreign'] as const) {
        const venue = await call(caller, 'GET', `/api/Venues/${world.venueId[side]}`);
        const orders = await call(caller, 'GET', `/api/orders?venueId=${world.venueId[side]}`);
        expect([venue.statusCode, orders.statusCode], `${caller} ${side}`).toEqual([
          expected[caller][side],
          expected[caller][side],
        ]);
        if (venue.statusCode === 404) {
          const missing = await call(caller, 'GET', `/api/Venues/${MISSING_ID}`);
          expect(venue.json()).toEqual(missing.json());
        }
      }
    }
  });

  it('gives languages, delivery methods and own settings to every role', async () => {
    for (const caller of CALLERS) {
      expect((await call(caller, 'GET', '/api/Languages')).statusCode).toBe(200);
      expect((await call(caller, 'GET', '/api/delivery-methods')).statusCode).toBe(200);
      const settings = await call(caller, 'PUT', '/api/users/AdditionalSettings', {
        FontSize: 18,
        OrderSortingAsc: true,
      });
      expect(settings.statusCode).toBe(200);
    }
  });

  it('refuses every guarded route without a token (401)', async () => {
    const guarded = app.app.routeAccessTable().filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await app.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
