import { Role, type TRole } from '@orderdesk/contracts';
import { clockIso } from '../../src/clock';
import { createUser } from '../../src/seed/seed';
import { signIn, type TestApp } from './test-app';

export type Side = 'own' | 'foreign';
export type Caller = 'admin' | 'dealer' | 'manager' | 'operator';
export const CALLERS: readonly Caller[] = ['admin', 'dealer', 'manager', 'operator'];
export const PASSWORD = 'Passw0rd-test';

let seq = 0;
/** A name no other row of this test file has. */
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}-${seq}`;
}

export async function seedArea(app: TestApp, name = unique('area')): Promise<number> {
  const row = await app.ctx.db.kysely
    .insertInto('areas')
    .values({ name, created_at: clockIso(app.clock) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedVenueGroup(
  app: TestApp,
  areaId: number | null,
  name = unique('group'),
): Promise<number> {
  const row = await app.ctx.db.kysely
    .insertInto('venue_groups')
    .values({ name, area_id: areaId, created_at: clockIso(app.clock) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedVenue(
  app: TestApp,
  opts: { areaId: number | null; venueGroupId?: number | null; name?: string },
): Promise<number> {
  const now = clockIso(app.clock);
  const row = await app.ctx.db.kysely
    .insertInto('venues')
    .values({
      name: opts.name ?? unique('venue'),
      area_id: opts.areaId,
      venue_group_id: opts.venueGroupId ?? null,
      is_online: 1,
      time_zone_id: 46,
      max_cooking_time_minutes: 60,
      default_cooking_time_minutes: 15,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function bindDealer(app: TestApp, dealerId: number, areaIds: number[]): Promise<void> {
  for (const areaId of areaIds) {
    await app.ctx.db.kysely
      .insertInto('dealer_areas')
      .values({ dealer_id: dealerId, area_id: areaId })
      .execute();
  }
}

/** A person straight in the database (no API call), with PASSWORD. */
export async function seedPerson(
  app: TestApp,
  role: TRole,
  opts: { venueId?: number; areaIds?: number[]; userName?: string } = {},
): Promise<{ id: number; userName: string }> {
  const userName = opts.userName ?? unique(`user${role}`);
  const id = await createUser(app.ctx.db.kysely, app.clock, {
    userName,
    password: PASSWORD,
    role,
    venueId: opts.venueId ?? null,
  });
  if (opts.areaIds) await bindDealer(app, id, opts.areaIds);
  return { id, userName };
}

/**
 * Two sides of one installation: "own" is area A1 with venue group G1 and venue V1 (served by the
 * signed-in dealer, home of the signed-in manager and operator); "foreign" is A2 / G2 / V2 with a
 * dealer, manager and operator of its own.
 */
export interface ScopeWorld {
  areaId: Record<Side, number>;
  venueGroupId: Record<Side, number>;
  venueId: Record<Side, number>;
  /** The signed-in people (the admin is the seeded one). */
  userId: Record<Caller, number>;
  token: Record<Caller, string>;
  /** Same-role people on the foreign side. */
  foreign: { dealerId: number; managerId: number; operatorId: number };
}

export async function buildScopeWorld(app: TestApp): Promise<ScopeWorld> {
  const areaId = { own: await seedArea(app), foreign: await seedArea(app) };
  const venueGroupId = {
    own: await seedVenueGroup(app, areaId.own),
    foreign: await seedVenueGroup(app, areaId.foreign),
  };
  const venueId = {
    own: await seedVenue(app, { areaId: areaId.own, venueGroupId: venueGroupId.own }),
    foreign: await seedVenue(app, { areaId: areaId.foreign, venueGroupId: venueGroupId.foreign }),
  };
  const dealer = await seedPerson(app, Role.DEALER, { areaIds: [areaId.own] });
  const manager = await seedPerson(app, Role.MANAGER, { venueId: venueId.own });
  const operator = await seedPerson(app, Role.OPERATOR, { venueId: venueId.own });
  const foreign = {
    dealerId: (await seedPerson(app, Role.DEALER, { areaIds: [areaId.foreign] })).id,
    managerId: (await seedPerson(app, Role.MANAGER, { venueId: venueId.foreign })).id,
    operatorId: (await seedPerson(app, Role.OPERATOR, { venueId: venueId.foreign })).id,
  };
  const admin = await signIn(app);
  const token: Record<Caller, string> = {
    admin: admin.accessToken,
    dealer: (await signIn(app, { userName: dealer.userName, password: PASSWORD })).accessToken,
    manager: (await signIn(app, { userName: manager.userName, password: PASSWORD })).accessToken,
    operator: (await signIn(app, { userName: operator.userName, password: PASSWORD })).accessToken,
  };
  return {
    areaId,
    venueGroupId,
    venueId,
    userId: { admin: admin.id, dealer: dealer.id, manager: manager.id, operator: operator.id },
    token,
    foreign,
  };
}
