// Licence requests, settings and events through HTTP: the answers, who may ask and decide, the scopes
// and the validation. What an approval does to the venue, what the settings change and the events'
// story are in licence-requests-service.test.ts.
import { Role, type TLicenceEvent, type TLicRequest, type TPaged } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, PASSWORD, seedPerson, seedVenue, type ScopeWorld } from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
/** A second dealer of the own area, to show that a dealer changes only their own requests. */
let otherDealerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
  const other = await seedPerson(app, Role.DEALER, { areaIds: [world.areaId.own] });
  otherDealerToken = (await signIn(app, { userName: other.userName, password: PASSWORD })).accessToken;
});
afterAll(() => app.close());

type Caller = keyof ScopeWorld['token'] | 'otherDealer';

function api(caller: Caller, method: string, url: string, payload?: object) {
  const token = caller === 'otherDealer' ? otherDealerToken : world.token[caller];
  return app.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

async function create(caller: Caller, body: object): Promise<TLicRequest> {
  const res = await api(caller, 'POST', '/api/lic-requests', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TLicRequest>();
}

function errorFields(body: string): string[] {
  return Object.keys((JSON.parse(body) as { errors: Record<string, string[]> }).errors);
}

const inMonths = (months: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

describe('licence requests: asking', () => {
  it('lets a dealer ask for their area venue, by default for the default period, pending', async () => {
    const request = await create('dealer', {
      venueId: world.venueId.own,
      platforms: ['wolt', 'glovo'],
      comment: 'New contract',
    });
    expect(request).toMatchObject({
      venueId: world.venueId.own,
      platforms: ['wolt', 'glovo'],
      status: 'pending',
      unlimited: false,
      comment: 'New contract',
      requestedBy: { id: world.userId.dealer },
      decidedBy: null,
      autoApproved: false,
    });
    const months = (Date.parse(request.expiresAt) - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    expect((await api('dealer', 'GET', `/api/lic-requests/${request.id}`)).json()).toEqual(request);
  });

  it("answers 404 on a venue outside the dealer's areas, and refuses managers and operators", async () => {
    const res = await api('dealer', 'POST', '/api/lic-requests', {
      venueId: world.venueId.foreign,
      platforms: ['wolt'],
    });
    expect(res.statusCode).toBe(404);
    expect(errorFields(res.body)).toEqual(['venueId']);
    for (const caller of ['manager', 'operator'] as const) {
      expect((await api(caller, 'GET', '/api/lic-requests')).statusCode).toBe(403);
      expect(
        (await api(caller, 'POST', '/api/lic-requests', { venueId: world.venueId.own, platforms: ['wolt'] }))
          .statusCode,
      ).toBe(403);
      expect((await api(caller, 'GET', '/api/lic-requests/settings')).statusCode).toBe(403);
      expect((await api(caller, 'GET', `/api/lic-requests/events/${world.venueId.own}`)).statusCode).toBe(
        403,
      );
      expect((await api(caller, 'GET', '/api/venues/licences')).statusCode).toBe(403);
    }
  });

  it('validates the body field by field', async () => {
    const cases: [object, string][] = [
      [{ venueId: world.venueId.own, platforms: [] }, 'platforms'],
      [{ venueId: world.venueId.own, platforms: ['uber'] }, 'platforms.0'],
      [{ venueId: world.venueId.own, platforms: ['wolt', 'wolt'] }, 'platforms'],
      [{ venueId: 0, platforms: ['wolt'] }, 'venueId'],
      [{ venueId: world.venueId.own, platforms: ['wolt'], expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ venueId: world.venueId.own, platforms: ['wolt'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [
        { venueId: world.venueId.own, platforms: ['wolt'], expiresAt: inMonths(40).toISOString() },
        'expiresAt',
      ],
      [{ venueId: world.venueId.own, platforms: ['wolt'], unlimited: true }, 'unlimited'],
      [{ venueId: world.venueId.own, platforms: ['wolt'], comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const res = await api('dealer', 'POST', '/api/lic-requests', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorFields(res.body), JSON.stringify(body)).toContain(field);
    }
  });

  it('lets an admin ask for an unlimited licence, or for longer than a dealer may', async () => {
    const unlimited = await create('admin', {
      venueId: world.venueId.foreign,
      platforms: ['bolt'],
      unlimited: true,
    });
    expect(unlimited).toMatchObject({ unlimited: true, status: 'pending' });
    expect(Date.parse(unlimited.expiresAt)).toBe(Date.parse('2100-01-01T00:00:00Z'));
    const long = await create('admin', {
      venueId: world.venueId.foreign,
      platforms: ['fudy'],
      expiresAt: inMonths(60).toISOString(),
    });
    expect(long.unlimited).toBe(false);
  });
});

describe('licence requests: list', () => {
  it("lists the requests of the caller's venues, filtered, searched and paged", async () => {
    const venueId = await seedVenue(app, { areaId: world.areaId.own, name: 'Listed Pizzeria' });
    await create('dealer', { venueId, platforms: ['bolt'], comment: 'alpha' });
    await create('otherDealer', { venueId, platforms: ['fudy', 'wolt'] });

    const mine = (await api('dealer', 'GET', `/api/lic-requests?venueId=${venueId}`)).json<
      TPaged<TLicRequest>
    >();
    expect(mine.total).toBe(2);
    expect(mine.items.map((r) => r.platforms)).toEqual([['fudy', 'wolt'], ['bolt']]);

    const dealerAll = (await api('dealer', 'GET', '/api/lic-requests?pageSize=100')).json<
      TPaged<TLicRequest>
    >();
    expect(dealerAll.items.every((r) => r.areaId === world.areaId.own)).toBe(true);
    const adminAll = (await api('admin', 'GET', '/api/lic-requests?pageSize=100')).json<
      TPaged<TLicRequest>
    >();
    expect(adminAll.items.some((r) => r.venueId === world.venueId.foreign)).toBe(true);

    const wolt = (await api('dealer', 'GET', `/api/lic-requests?venueId=${venueId}&platform=wolt`)).json<
      TPaged<TLicRequest>
    >();
    expect(wolt.items.map((r) => r.platforms)).toEqual([['fudy', 'wolt']]);
    const searched = (await api('dealer', 'GET', '/api/lic-requests?search=ALPHA')).json<
      TPaged<TLicRequest>
    >();
    expect(searched.items.map((r) => r.comment)).toEqual(['alpha']);
    const byVenueName = (await api('dealer', 'GET', '/api/lic-requests?search=listed%20pizz')).json<
      TPaged<TLicRequest>
    >();
    expect(byVenueName.total).toBe(2);
    const byArea = (
      await api('admin', 'GET', `/api/lic-requests?areaId=${world.areaId.foreign}&pageSize=100`)
    ).json<TPaged<TLicRequest>>();
    expect(byArea.items.length).toBeGreaterThan(0);
    expect(byArea.items.every((r) => r.areaId === world.areaId.foreign)).toBe(true);
    const paged = (await api('dealer', 'GET', `/api/lic-requests?venueId=${venueId}&pageSize=1&page=2`)).json<
      TPaged<TLicRequest>
    >();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items[0]?.platforms).toEqual(['bolt']);
    const pending = (await api('dealer', 'GET', `/api/lic-requests?venueId=${venueId}&status=approved`)).json<
      TPaged<TLicRequest>
    >();
    expect(pending.total).toBe(0);

    for (const query of ['status=done', 'platform=uber', 'venueId=x', 'sortBy=password', 'pageSize=101']) {
      expect((await api('dealer', 'GET', `/api/lic-requests?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("hides another area's request from a dealer (404)", async () => {
    const foreign = await create('admin', { venueId: world.venueId.foreign, platforms: ['wolt'] });
    expect((await api('dealer', 'GET', `/api/lic-requests/${foreign.id}`)).statusCode).toBe(404);
    expect((await api('dealer', 'DELETE', `/api/lic-requests/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (await api('dealer', 'PUT', '/api/lic-requests', { id: foreign.id, comment: 'x' })).statusCode,
    ).toBe(404);
    expect((await api('admin', 'GET', `/api/lic-requests/${foreign.id}`)).statusCode).toBe(200);
  });
});

describe('licence requests: change and withdraw', () => {
  it('lets the requester change a pending request, not another dealer; an admin may', async () => {
    const request = await create('dealer', { venueId: world.venueId.own, platforms: ['wolt'] });
    const until = inMonths(6).toISOString();
    const res = await api('dealer', 'PUT', '/api/lic-requests', {
      id: request.id,
      platforms: ['wolt', 'bolt'],
      expiresAt: until,
      comment: 'six months',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      platforms: ['wolt', 'bolt'],
      expiresAt: until,
      comment: 'six months',
    });

    expect(
      (await api('otherDealer', 'PUT', '/api/lic-requests', { id: request.id, comment: 'x' })).statusCode,
    ).toBe(403);
    expect((await api('otherDealer', 'DELETE', `/api/lic-requests/${request.id}`)).statusCode).toBe(403);
    const byAdmin = await api('admin', 'PUT', '/api/lic-requests', { id: request.id, comment: null });
    expect(byAdmin.json()).toMatchObject({ comment: null, platforms: ['wolt', 'bolt'] });

    const bad = await api('dealer', 'PUT', '/api/lic-requests', { id: request.id, platforms: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.body)).toEqual(['platforms']);
    expect((await api('dealer', 'PUT', '/api/lic-requests', { id: 99999999, comment: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('withdraws a pending request: it stays listed as withdrawn and can no longer change', async () => {
    const request = await create('dealer', { venueId: world.venueId.own, platforms: ['fudy'] });
    expect((await api('dealer', 'DELETE', `/api/lic-requests/${request.id}`)).statusCode).toBe(204);
    const after = (await api('dealer', 'GET', `/api/lic-requests/${request.id}`)).json<TLicRequest>();
    expect(after).toMatchObject({ status: 'withdrawn', decidedBy: { id: world.userId.dealer } });
    expect(after.decidedAt).toEqual(expect.any(String));
    expect((await api('dealer', 'DELETE', `/api/lic-requests/${request.id}`)).statusCode).toBe(409);
    expect(
      (await api('dealer', 'PUT', '/api/lic-requests', { id: request.id, comment: 'x' })).statusCode,
    ).toBe(409);
    expect((await api('admin', 'PATCH', `/api/lic-requests/${request.id}/approve`)).statusCode).toBe(409);
  });
});

describe('licence requests: decisions', () => {
  it('lets only an admin decide, answers the decided request, and 409 on a second decision', async () => {
    const venueId = await seedVenue(app, { areaId: world.areaId.own });
    const request = await create('dealer', { venueId, platforms: ['wolt', 'glovo'], expiresAt: inMonths(3) });

    expect((await api('dealer', 'PATCH', `/api/lic-requests/${request.id}/approve`)).statusCode).toBe(403);
    const res = await api('admin', 'PATCH', `/api/lic-requests/${request.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', decidedBy: { id: world.userId.admin } });

    expect((await api('admin', 'PATCH', `/api/lic-requests/${request.id}/approve`)).statusCode).toBe(409);
    expect(
      (await api('admin', 'PATCH', `/api/lic-requests/${request.id}/reject`, { reason: 'late' })).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason, refusing a blank one and a dealer', async () => {
    const venueId = await seedVenue(app, { areaId: world.areaId.own });
    const request = await create('dealer', { venueId, platforms: ['fudy'] });
    const missing = await api('admin', 'PATCH', `/api/lic-requests/${request.id}/reject`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(errorFields(missing.body)).toEqual(['reason']);
    expect(
      (await api('dealer', 'PATCH', `/api/lic-requests/${request.id}/reject`, { reason: 'no' })).statusCode,
    ).toBe(403);
    const res = await api('admin', 'PATCH', `/api/lic-requests/${request.id}/reject`, {
      reason: 'Unpaid invoice',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Unpaid invoice' });
    expect((await api('admin', 'PATCH', '/api/lic-requests/99999999/approve')).statusCode).toBe(404);
  });
});

describe('licence settings', () => {
  it('reads the defaults, lets only an admin change them, and validates each field', async () => {
    const defaults = await api('dealer', 'GET', '/api/lic-requests/settings');
    expect(defaults.json()).toEqual({
      defaultPeriodMonths: 12,
      maxPeriodMonths: 36,
      dealersMayRequestUnlimited: false,
      autoApproveDealerIds: [],
      expiringWithinDays: 30,
    });
    expect(
      (await api('dealer', 'PATCH', '/api/lic-requests/settings', { defaultPeriodMonths: 6 })).statusCode,
    ).toBe(403);
    const bad: [object, string][] = [
      [{ defaultPeriodMonths: 0 }, 'defaultPeriodMonths'],
      [{ maxPeriodMonths: 1.5 }, 'maxPeriodMonths'],
      [{ expiringWithinDays: 400 }, 'expiringWithinDays'],
      [{ dealersMayRequestUnlimited: 'yes' }, 'dealersMayRequestUnlimited'],
      [{ defaultPeriodMonths: 50 }, 'defaultPeriodMonths'],
      [{ autoApproveDealerIds: [world.userId.manager] }, 'autoApproveDealerIds'],
    ];
    for (const [body, field] of bad) {
      const res = await api('admin', 'PATCH', '/api/lic-requests/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorFields(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect((await api('admin', 'PATCH', '/api/lic-requests/settings', { unknown: 1 })).statusCode).toBe(400);
    const saved = await api('admin', 'PATCH', '/api/lic-requests/settings', { expiringWithinDays: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaultPeriodMonths: 12, expiringWithinDays: 30 });
  });
});

describe('licence events', () => {
  it("answers a venue's events in the caller's scope: 404 on another area's venue, 400 on a bad id", async () => {
    const venueId = await seedVenue(app, { areaId: world.areaId.own });
    const a = await create('dealer', { venueId, platforms: ['wolt'] });
    const res = await api('dealer', 'GET', `/api/lic-requests/events/${venueId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TLicenceEvent[]>().map((e) => [e.kind, e.requestId])).toEqual([['requested', a.id]]);

    expect((await api('dealer', 'GET', `/api/lic-requests/events/${world.venueId.foreign}`)).statusCode).toBe(
      404,
    );
    expect((await api('admin', 'GET', `/api/lic-requests/events/${world.venueId.foreign}`)).statusCode).toBe(
      200,
    );
    expect((await api('admin', 'GET', '/api/lic-requests/events/abc')).statusCode).toBe(400);
  });
});
