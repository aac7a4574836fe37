// The licence rules, built from the licences module's dependencies (test/support/module-world.ts):
// what an approval does to the venue (its dates, never shorter, its push, its log), what the settings
// change, and the venue's licence events. Input goes through the contract schemas the routes parse.
// The HTTP suite (lic-requests.test.ts) keeps the answers, roles, scopes and validation.
import {
  Role,
  ZCreateLicRequest,
  ZLicenceSettingsChange,
  ZUpdateLicRequest,
  ZUpdateVenueRequest,
  type TCreateLicRequest,
  type TRole,
  type TVenue,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import { AppError } from '../src/http/app-error';
import type { RequestUser } from '../src/http/request-user';
import { listLicenceEvents } from '../src/modules/licences/licence-events';
import {
  approveLicRequest,
  createLicRequest,
  rejectLicRequest,
  updateLicRequest,
  withdrawLicRequest,
} from '../src/modules/licences/licence-requests.service';
import { updateLicenceSettings } from '../src/modules/licences/licence-settings';
import { readVenue } from '../src/modules/venues/venue-view';
import { updateVenueById } from '../src/modules/venues/venues.service';
import { moduleWorld, type ModuleWorld } from './support/module-world';
import { insertVenue } from './support/test-app';

const UNLIMITED = Date.parse('2100-01-01T00:00:00Z');

let world: ModuleWorld;
let db: Kysely<Database>;
let admin: RequestUser;
let dealer: RequestUser;
let otherDealer: RequestUser;
let areaId: number;
let seq = 0;

async function seedUser(role: TRole, userName: string): Promise<RequestUser> {
  return world.user(role, { userName });
}

beforeAll(async () => {
  world = await moduleWorld();
  db = world.db.kysely;
  const now = clockIso(world.clock);
  ({ id: areaId } = await db
    .insertInto('areas')
    .values({ name: 'Licence area', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow());
  admin = await seedUser(Role.ADMIN, 'licence-admin');
  dealer = await seedUser(Role.DEALER, 'licence-dealer');
  otherDealer = await seedUser(Role.DEALER, 'licence-other-dealer');
  await db
    .insertInto('dealer_areas')
    .values([dealer, otherDealer].map((d) => ({ dealer_id: d.id, area_id: areaId })))
    .execute();
});
afterAll(() => world.close());

/** A venue of the dealers' area, licensed on no platform. */
async function newVenue(): Promise<number> {
  return insertVenue(db, world.clock, { name: `Licence venue ${++seq}`, areaId, timeZoneId: 46 });
}

function request(user: RequestUser, body: TCreateLicRequest) {
  return createLicRequest(world.deps, user, ZCreateLicRequest.parse(body));
}

async function venue(id: number): Promise<TVenue> {
  const read = await readVenue(db, world.deps.secrets, id, new Date(world.clock.now()));
  if (!read) throw new Error(`no venue ${id}`);
  return read;
}

const licensed = (v: TVenue) => [v.isWoltLicensed, v.isBoltLicensed, v.isFudyLicensed, v.isGlovoLicensed];

const inMonths = (months: number) => {
  const d = new Date(world.clock.now());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
};

async function refusal(work: Promise<unknown>): Promise<number | 'not refused'> {
  try {
    await work;
    return 'not refused';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('an approval', () => {
  it("changes the venue's dates in the same step; the venue is pushed, logged and licensed", async () => {
    const venueId = await newVenue();
    expect((await venue(venueId)).isWoltLicensed).toBe(false);
    const until = inMonths(3);
    const pending = await request(dealer, { venueId, platforms: ['wolt', 'glovo'], expiresAt: until });
    const pushed = world.publishedVenues.length;

    const approved = await approveLicRequest(world.deps, admin, pending.id);
    expect(approved).toMatchObject({ status: 'approved', decidedBy: { id: admin.id }, autoApproved: false });
    expect(approved.currentDates.woltExpiredDateUtc).toBe(until);
    const push = world.publishedVenues.slice(pushed);
    expect(push.map((v) => v.id)).toEqual([venueId]);
    expect(push[0]!.venueSelfSettings).toEqual({
      woltExpiredDateUtc: until,
      boltExpiredDateUtc: null,
      fudyExpiredDateUtc: null,
      glovoExpiredDateUtc: until,
    });
    expect(licensed(push[0]!)).toEqual([true, false, false, true]);
    const logged = await db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'venue')
      .where('entity_id', '=', String(venueId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.action).toBe('venue.licence');
    expect(logged.after_json).toContain(until);

    // One decision: a second approval or a rejection finds it decided.
    expect(await refusal(approveLicRequest(world.deps, admin, pending.id))).toBe(409);
    expect(await refusal(rejectLicRequest(world.deps, admin, pending.id, 'late'))).toBe(409);
  });

  it('an unlimited approval gives 2100-01-01 and the venue stays licensed', async () => {
    const venueId = await newVenue();
    const pending = await request(admin, { venueId, platforms: ['bolt'], unlimited: true });
    await approveLicRequest(world.deps, admin, pending.id);
    const v = await venue(venueId);
    expect(Date.parse(v.venueSelfSettings.boltExpiredDateUtc ?? '')).toBe(UNLIMITED);
    expect(v.isBoltLicensed).toBe(true);
  });

  it('never shortens a licence: an unlimited or later date stays, an earlier one is extended', async () => {
    const venueId = await newVenue();
    const unlimited = await request(admin, { venueId, platforms: ['wolt'], unlimited: true });
    await approveLicRequest(world.deps, admin, unlimited.id);
    const until = inMonths(6);
    const pending = await request(dealer, { venueId, platforms: ['wolt', 'bolt'], expiresAt: until });
    await approveLicRequest(world.deps, admin, pending.id);
    const v = await venue(venueId);
    expect(Date.parse(v.venueSelfSettings.woltExpiredDateUtc ?? '')).toBe(UNLIMITED);
    expect(v.venueSelfSettings.boltExpiredDateUtc).toBe(until);

    const later = inMonths(9);
    const extend = await request(dealer, { venueId, platforms: ['bolt'], expiresAt: later });
    await approveLicRequest(world.deps, admin, extend.id);
    expect((await venue(venueId)).venueSelfSettings.boltExpiredDateUtc).toBe(later);
  });

  it('a rejection keeps its reason and leaves the venue as it was', async () => {
    const venueId = await newVenue();
    const pending = await request(dealer, { venueId, platforms: ['fudy'] });
    const rejected = await rejectLicRequest(world.deps, admin, pending.id, 'Unpaid invoice');
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Unpaid invoice' });
    expect((await venue(venueId)).venueSelfSettings.fudyExpiredDateUtc).toBeNull();
  });
});

describe('the licence settings', () => {
  it('apply the default period, unlimited for dealers and auto-approval once saved', async () => {
    const saved = await updateLicenceSettings(
      world.deps,
      admin,
      ZLicenceSettingsChange.parse({
        defaultPeriodMonths: 3,
        dealersMayRequestUnlimited: true,
        autoApproveDealerIds: [dealer.id],
      }),
    );
    expect(saved).toMatchObject({
      defaultPeriodMonths: 3,
      maxPeriodMonths: 36,
      autoApproveDealerIds: [dealer.id],
    });

    const venueId = await newVenue();
    const pushed = world.publishedVenues.length;
    const auto = await request(dealer, { venueId, platforms: ['glovo'], unlimited: true });
    expect(auto).toMatchObject({ status: 'approved', autoApproved: true, decidedBy: null, unlimited: true });
    expect((await venue(venueId)).isGlovoLicensed).toBe(true);
    expect(world.publishedVenues.slice(pushed).map((v) => v.id)).toEqual([venueId]);

    const manual = await request(otherDealer, { venueId, platforms: ['wolt'] });
    expect(manual.status).toBe('pending');
    const months = (Date.parse(manual.expiresAt) - world.clock.now()) / (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(3);

    await updateLicenceSettings(
      world.deps,
      admin,
      ZLicenceSettingsChange.parse({
        defaultPeriodMonths: 12,
        dealersMayRequestUnlimited: false,
        autoApproveDealerIds: [],
      }),
    );
  });
});

describe('the licence events', () => {
  it('list every licence change of a venue, newest first, also a direct admin change', async () => {
    const venueId = await newVenue();
    const a = await request(dealer, { venueId, platforms: ['wolt'] });
    await updateLicRequest(world.deps, dealer, ZUpdateLicRequest.parse({ id: a.id, comment: 'please' }));
    await approveLicRequest(world.deps, admin, a.id);
    const b = await request(dealer, { venueId, platforms: ['bolt'] });
    await rejectLicRequest(world.deps, admin, b.id, 'Not now');
    const c = await request(dealer, { venueId, platforms: ['fudy'] });
    await withdrawLicRequest(world.deps, dealer, c.id);
    await updateVenueById(
      world.deps,
      admin,
      ZUpdateVenueRequest.parse({
        id: venueId,
        venueSelfSettings: { fudyExpiredDateUtc: '2100-01-01T00:00:00Z' },
      }),
    );

    const events = await listLicenceEvents(world.deps, dealer, venueId);
    expect(events.map((e) => [e.kind, e.requestId, e.platforms])).toEqual([
      ['changed', null, ['fudy']],
      ['withdrawn', c.id, ['fudy']],
      ['requested', c.id, ['fudy']],
      ['rejected', b.id, ['bolt']],
      ['requested', b.id, ['bolt']],
      ['approved', a.id, ['wolt']],
      ['updated', a.id, ['wolt']],
      ['requested', a.id, ['wolt']],
    ]);
    expect(events[0]).toMatchObject({ userId: admin.id, before: { fudyExpiredDateUtc: null } });
    expect(Date.parse(events[0]?.after?.fudyExpiredDateUtc ?? '')).toBe(UNLIMITED);
    expect(events[3]?.note).toBe('Not now');
    expect(events[5]?.after?.woltExpiredDateUtc).toBe(a.expiresAt);
    expect(events[5]?.userName).toBe('licence-admin');
  });
});
