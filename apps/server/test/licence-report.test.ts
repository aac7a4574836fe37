import type { TLicenceReportRow } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { buildScopeWorld, seedVenue, seedVenueGroup, type ScopeWorld } from './support/scope-world';

let app: TestApp;
let world: ScopeWorld;
const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Venues of the own area, each with one kind of Wolt licence. */
const v = { active: 0, expiring: 0, expired: 0, unlimited: 0, none: 0 };
let groupId = 0;

function api(caller: keyof ScopeWorld['token'], url: string) {
  return app.app.inject({ method: 'GET', url, headers: bearer(world.token[caller]) });
}

async function report(caller: keyof ScopeWorld['token'], query = ''): Promise<TLicenceReportRow[]> {
  const res = await api(caller, `/api/venues/licences${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TLicenceReportRow[]>();
}

const ids = (rows: TLicenceReportRow[]) => rows.map((r) => r.venueId).sort((a, b) => a - b);

async function setDates(venueId: number, dates: Record<string, string | null>) {
  const res = await app.app.inject({
    method: 'PUT',
    url: '/api/venues',
    headers: bearer(world.token.admin),
    payload: { id: venueId, venueSelfSettings: dates },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp();
  world = await buildScopeWorld(app);
  groupId = await seedVenueGroup(app, world.areaId.own);
  v.active = await seedVenue(app, { areaId: world.areaId.own, venueGroupId: groupId, name: 'Report Active' });
  v.expiring = await seedVenue(app, { areaId: world.areaId.own, name: 'Report Expiring' });
  v.expired = await seedVenue(app, { areaId: world.areaId.own, name: 'Report Expired' });
  v.unlimited = await seedVenue(app, { areaId: world.areaId.own, name: 'Report Unlimited' });
  v.none = await seedVenue(app, { areaId: world.areaId.own, name: 'Report None' });
  await app.ctx.db.kysely
    .updateTable('venues')
    .set({ company_name: 'Blue Kitchens UAB' })
    .where('id', 'in', [v.active, v.expiring])
    .execute();
  await setDates(v.active, { woltExpiredDateUtc: inDays(200), boltExpiredDateUtc: inDays(5) });
  await setDates(v.expiring, { woltExpiredDateUtc: inDays(10) });
  await setDates(v.expired, { woltExpiredDateUtc: inDays(-3) });
  await setDates(v.unlimited, {
    woltExpiredDateUtc: '2100-01-01T00:00:00Z',
    glovoExpiredDateUtc: inDays(400),
  });
  await app.ctx.db.kysely
    .insertInto('platform_instances')
    .values({
      venue_id: v.expired,
      platform: 'wolt',
      external_venue_id: 'report-wolt',
      api_key: null,
      is_enabled: 1,
      created_at: clockIso(app.clock),
    })
    .execute();
});
afterAll(() => app.close());

describe('GET /api/venues/licences', () => {
  it('answers each venue in scope with its licence per platform, status and names', async () => {
    const rows = await report('dealer');
    expect(rows.every((r) => r.areaId === world.areaId.own)).toBe(true);
    expect(ids(rows)).toEqual(
      [world.venueId.own, v.active, v.expiring, v.expired, v.unlimited, v.none].sort((a, b) => a - b),
    );
    const active = rows.find((r) => r.venueId === v.active);
    expect(active).toMatchObject({
      venueName: 'Report Active',
      companyName: 'Blue Kitchens UAB',
      groupId,
      wolt: { status: 'active', enabled: false },
      bolt: { status: 'expiring' },
      fudy: { status: 'notAssigned', expiresAt: null },
    });
    expect(rows.find((r) => r.venueId === v.expired)?.wolt).toMatchObject({
      status: 'expired',
      enabled: true,
    });
    expect(rows.find((r) => r.venueId === v.unlimited)?.wolt.status).toBe('unlimited');
    expect(active?.lastActionAt).toEqual(expect.any(String));
    expect(rows.find((r) => r.venueId === v.none)?.lastActionAt).toBeNull();

    const admin = await report('admin');
    expect(admin.some((r) => r.venueId === world.venueId.foreign)).toBe(true);
  });

  it('filters by each licence status', async () => {
    expect(ids(await report('dealer', '?woltLicenseStatus=active'))).toEqual([v.active]);
    expect(ids(await report('dealer', '?woltLicenseStatus=expiring'))).toEqual([v.expiring]);
    expect(ids(await report('dealer', '?woltLicenseStatus=expired'))).toEqual([v.expired]);
    expect(ids(await report('dealer', '?woltLicenseStatus=unlimited'))).toEqual([v.unlimited]);
    expect(ids(await report('dealer', '?woltLicenseStatus=notAssigned'))).toEqual(
      [world.venueId.own, v.none].sort((a, b) => a - b),
    );
    expect(ids(await report('dealer', '?boltLicenseStatus=expiring'))).toEqual([v.active]);
    expect(ids(await report('dealer', '?glovoLicenseStatus=active'))).toEqual([v.unlimited]);
    expect(ids(await report('dealer', '?fudyLicenseStatus=notAssigned&woltLicenseStatus=expired'))).toEqual([
      v.expired,
    ]);
    expect(await report('dealer', '?fudyLicenseStatus=active')).toEqual([]);
  });

  it('filters by venue, area, group, company name and action period', async () => {
    expect(ids(await report('dealer', `?venueId=${v.expiring}`))).toEqual([v.expiring]);
    expect(ids(await report('admin', `?areaId=${world.areaId.foreign}`))).toEqual([world.venueId.foreign]);
    expect(ids(await report('dealer', `?groupId=${groupId}`))).toEqual([v.active]);
    expect(ids(await report('dealer', '?companyName=blue%20kitchens'))).toEqual([v.active, v.expiring]);
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 3600_000).toISOString();
    expect(ids(await report('dealer', `?actionPeriodStart=${from}&actionPeriodEnd=${to}`))).toEqual(
      [v.active, v.expiring, v.expired, v.unlimited].sort((a, b) => a - b),
    );
    expect(await report('dealer', '?actionPeriodEnd=2020-01-01T00:00:00Z')).toEqual([]);
    expect(await report('dealer', `?actionPeriodStart=${to}`)).toEqual([]);
  });

  it('keeps a dealer in their areas and refuses managers and operators', async () => {
    expect(await report('dealer', `?venueId=${world.venueId.foreign}`)).toEqual([]);
    expect(await report('dealer', `?areaId=${world.areaId.foreign}`)).toEqual([]);
    expect((await api('manager', '/api/venues/licences')).statusCode).toBe(403);
    expect((await api('operator', '/api/venues/licences')).statusCode).toBe(403);
  });

  it('answers 400 on bad filters', async () => {
    for (const query of [
      'woltLicenseStatus=valid',
      'glovoLicenseStatus=',
      'venueId=abc',
      'areaId=0',
      'actionPeriodStart=yesterday',
      'actionPeriodStart=2026-02-01T00:00:00Z&actionPeriodEnd=2026-01-01T00:00:00Z',
    ]) {
      const res = await api('admin', `/api/venues/licences?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors).length, query).toBeGreaterThan(0);
    }
  });
});
