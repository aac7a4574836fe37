import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, type ScopeWorld } from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
});
afterAll(() => app.close());

type Caller = keyof ScopeWorld['token'];

function api(caller: Caller, method: string, url: string, payload?: object) {
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(world.token[caller]),
    ...(payload ? { payload } : {}),
  });
}

describe('GET /api/venues/actions', () => {
  it("lists the venue's licence change with who, before and after, newest first", async () => {
    const id = world.venueId.own;
    const changed = await api('admin', 'PUT', '/api/venues', {
      id,
      venueSelfSettings: { woltExpiredDateUtc: '2100-01-01T00:00:00Z' },
    });
    expect(changed.statusCode).toBe(200);

    const res = await api('admin', 'GET', `/api/venues/actions?venueId=${id}`);
    expect(res.statusCode).toBe(200);
    const actions =
      res.json<{ id: number; action: string; userName: string | null; before: unknown; after: unknown }[]>();
    const licence = actions.find((a) => a.action === 'venue.licence');
    expect(licence).toBeDefined();
    expect(licence?.userName).toEqual(expect.any(String));
    expect(JSON.stringify(licence?.after)).toContain('2100-01-01');
    const ids = actions.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('writes no entry for a save that changed nothing, and only the changed fields for one that did', async () => {
    const id = world.venueId.own;
    const venue = (await api('admin', 'GET', `/api/venues/${id}`)).json<{
      info: { name: string; phone: string | null; address: string | null };
      settings: Record<string, unknown>;
      defaultCookingTimeInMinutes: number;
    }>();
    const list = async () =>
      (await api('admin', 'GET', `/api/venues/actions?venueId=${id}`)).json<
        { id: number; action: string; before: unknown; after: unknown }[]
      >();
    const known = new Set((await list()).map((a) => a.id));

    // What the venue page sends on Save when nothing was edited: the same info and settings.
    const same = await api('admin', 'PUT', '/api/venues', {
      id,
      name: venue.info.name,
      phone: venue.info.phone ?? '',
      address: venue.info.address ?? '',
      defaultCookingTimeInMinutes: venue.defaultCookingTimeInMinutes,
      settings: { maxCookingTimeInMinutes: venue.settings['maxCookingTimeInMinutes'] },
    });
    expect(same.statusCode).toBe(200);
    const afterNoOp = (await list()).filter((a) => !known.has(a.id));
    expect(afterNoOp).toEqual([]);

    const changed = await api('admin', 'PUT', '/api/venues', {
      id,
      name: venue.info.name,
      phone: '+370 600 99999',
      defaultCookingTimeInMinutes: venue.defaultCookingTimeInMinutes,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = (await list()).filter((a) => !known.has(a.id));
    expect(fresh).toEqual([
      expect.objectContaining({
        action: 'venue.update',
        before: { phone: venue.info.phone },
        after: { phone: '+370 600 99999' },
      }),
    ]);
  });

  it("shows another venue's log to no one but those who reach it", async () => {
    for (const caller of ['dealer', 'manager', 'operator'] as const) {
      expect((await api(caller, 'GET', `/api/venues/actions?venueId=${world.venueId.own}`)).statusCode).toBe(
        200,
      );
      expect(
        (await api(caller, 'GET', `/api/venues/actions?venueId=${world.venueId.foreign}`)).statusCode,
      ).toBe(404);
    }
    expect(
      (await api('admin', 'GET', `/api/venues/actions?venueId=${world.venueId.foreign}`)).statusCode,
    ).toBe(200);
  });

  it('answers 400 without a valid venueId and 401 without a session', async () => {
    for (const query of ['', '?venueId=abc', '?venueId=0', '?venueId=-3']) {
      expect((await api('admin', 'GET', `/api/venues/actions${query}`)).statusCode).toBe(400);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/venues/actions?venueId=1' })).statusCode).toBe(
      401,
    );
  });
});
