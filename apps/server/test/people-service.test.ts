// The people module's rules, built from its dependencies (test/support/module-world.ts): where a
// person's active venue follows, what ends their sessions, what the audit keeps, how a search reads.
// Input goes through the same contract schemas the routes parse. The HTTP suite (people.test.ts)
// keeps the answers, the validation, the scopes and signing in.
import {
  Role,
  ZCreateDealerRequest,
  ZCreateOperatorRequest,
  ZListOperatorsQuery,
  ZUpdateDealerRequest,
  ZUpdateManagerRequest,
  ZUpdateOperatorRequest,
  type TRole,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockIso } from '../src/clock';
import type { Database } from '../src/db/schema';
import type { RequestUser } from '../src/http/request-user';
import { createDealer, updateDealer } from '../src/modules/people/dealers.service';
import { deletePerson, updatePerson } from '../src/modules/people/people.service';
import {
  createVenueStaff,
  listVenueStaff,
  managerKind,
  operatorKind,
  updateVenueStaff,
} from '../src/modules/people/venue-staff.service';
import { moduleWorld, type ModuleWorld } from './support/module-world';
import { insertVenue } from './support/test-app';

const PASSWORD = 'Passw0rd-test';

let world: ModuleWorld;
let db: Kysely<Database>;
let admin: RequestUser;
let dealer: RequestUser;
let manager: RequestUser;
/** Two areas, each with a venue group and a venue in it: the dealer and the manager are on the first. */
const own = { areaId: 0, groupId: 0, venueId: 0 };
const other = { areaId: 0, groupId: 0, venueId: 0 };
let seq = 0;
const unique = (prefix: string) => `${prefix}.${++seq}`;

async function seedSide(side: typeof own, name: string): Promise<void> {
  const now = clockIso(world.clock);
  side.areaId = (
    await db.insertInto('areas').values({ name, created_at: now }).returning('id').executeTakeFirstOrThrow()
  ).id;
  side.groupId = (
    await db
      .insertInto('venue_groups')
      .values({ name: `${name} chain`, area_id: side.areaId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  side.venueId = await insertVenue(db, world.clock, {
    name: `${name} venue`,
    areaId: side.areaId,
    groupId: side.groupId,
    timeZoneId: 46,
  });
}

async function seedUser(role: TRole, venueId: number | null = null): Promise<RequestUser> {
  return world.user(role, { userName: unique(`user${role}`), venueId });
}

beforeAll(async () => {
  world = await moduleWorld();
  db = world.db.kysely;
  await seedSide(own, 'People North');
  await seedSide(other, 'People South');
  admin = await seedUser(Role.ADMIN);
  dealer = await seedUser(Role.DEALER);
  await db.insertInto('dealer_areas').values({ dealer_id: dealer.id, area_id: own.areaId }).execute();
  manager = await seedUser(Role.MANAGER, own.venueId);
});
afterAll(() => world.close());

function newOperator(caller = admin, fields: Record<string, unknown> = {}) {
  return createVenueStaff(
    world.deps,
    caller,
    operatorKind,
    ZCreateOperatorRequest.parse({
      userName: unique('operator'),
      password: PASSWORD,
      venueId: own.venueId,
      ...fields,
    }),
  );
}

/** A refresh token of the person's, as signing in leaves one. */
async function giveRefreshToken(userId: number): Promise<void> {
  const now = clockIso(world.clock);
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: unique('hash'),
      family_id: unique('family'),
      expires_at: new Date(world.clock.now() + 86_400_000).toISOString(),
      replaced_at: null,
      revoked_at: null,
      created_at: now,
    })
    .execute();
}

async function sessionsOf(userId: number) {
  const tokens = await db
    .selectFrom('refresh_tokens')
    .select('revoked_at')
    .where('user_id', '=', userId)
    .execute();
  const user = await db
    .selectFrom('users')
    .select('session_epoch')
    .where('id', '=', userId)
    .executeTakeFirst();
  return { refreshTokensRevoked: tokens.every((t) => t.revoked_at !== null), epoch: user?.session_epoch };
}

describe('a manager’s venues', () => {
  it('moves a manager to another venue; the active venue and group follow unless given', async () => {
    const person = await seedUser(Role.MANAGER, own.venueId);
    const moved = await updateVenueStaff(
      world.deps,
      admin,
      managerKind,
      ZUpdateManagerRequest.parse({ id: person.id, venueId: other.venueId }),
    );
    expect(moved).toMatchObject({
      venueId: other.venueId,
      activeVenueId: other.venueId,
      activeVenueGroupId: other.groupId,
    });
    const chosen = await updateVenueStaff(
      world.deps,
      admin,
      managerKind,
      ZUpdateManagerRequest.parse({ id: person.id, activeVenueId: own.venueId, activeVenueGroupId: null }),
    );
    expect(chosen).toMatchObject({
      venueId: other.venueId,
      activeVenueId: own.venueId,
      activeVenueGroupId: null,
    });
  });
});

describe('ending sessions', () => {
  it('a deactivation revokes the refresh tokens and ends the access tokens, told to the session guard', async () => {
    const person = await seedUser(Role.MANAGER, own.venueId);
    await giveRefreshToken(person.id);
    const before = await sessionsOf(person.id);
    const refreshes = world.sessionRefreshes();

    const off = await updateVenueStaff(
      world.deps,
      admin,
      managerKind,
      ZUpdateManagerRequest.parse({ id: person.id, isActive: false }),
    );
    expect(off.isActive).toBe(false);
    expect(await sessionsOf(person.id)).toEqual({ refreshTokensRevoked: true, epoch: before.epoch! + 1 });
    expect(world.sessionRefreshes()).toBe(refreshes + 1);
  });

  it('a new password does the same; a move to another venue ends the access tokens only', async () => {
    const person = await seedUser(Role.OPERATOR, own.venueId);
    await giveRefreshToken(person.id);
    const start = await sessionsOf(person.id);
    await updateVenueStaff(
      world.deps,
      admin,
      operatorKind,
      ZUpdateOperatorRequest.parse({ id: person.id, venueId: other.venueId }),
    );
    expect(await sessionsOf(person.id)).toEqual({ refreshTokensRevoked: false, epoch: start.epoch! + 1 });

    await updateVenueStaff(
      world.deps,
      admin,
      operatorKind,
      ZUpdateOperatorRequest.parse({ id: person.id, password: 'Brand-new-2' }),
    );
    expect(await sessionsOf(person.id)).toEqual({ refreshTokensRevoked: true, epoch: start.epoch! + 2 });
  });
});

describe('dealers', () => {
  it("keeps each of a dealer's areas once, in order, and replaces them", async () => {
    const created = await createDealer(
      world.deps,
      admin,
      ZCreateDealerRequest.parse({
        userName: unique('dealer'),
        password: PASSWORD,
        areaIds: [other.areaId, own.areaId, other.areaId],
      }),
    );
    expect(created.areaIds).toEqual([own.areaId, other.areaId].sort((a, b) => a - b));
    const changed = await updateDealer(
      world.deps,
      admin,
      ZUpdateDealerRequest.parse({ id: created.id, areaIds: [other.areaId] }),
    );
    expect(changed.areaIds).toEqual([other.areaId]);
  });
});

describe('searching', () => {
  it('searches login, full name and e-mail, case-insensitively and with wildcards taken literally', async () => {
    const tag = unique('zq');
    const names = [
      { userName: `${tag}.one`, firstName: 'Jonas', lastName: 'Kazlauskas' },
      { userName: `${tag}.two`, firstName: 'Ona', lastName: 'Petraitė', email: `ona_${tag}@example.com` },
      { userName: `${tag}.three`, firstName: 'Rasa', lastName: 'Jonaitytė' },
    ];
    for (const n of names) await newOperator(admin, n);

    const search = async (text: string) => {
      const page = await listVenueStaff(
        world.deps,
        admin,
        operatorKind,
        ZListOperatorsQuery.parse({ search: text, pageSize: '100' }),
      );
      return page.items.map((i) => i.userName).sort();
    };
    expect(await search(tag.toUpperCase())).toEqual([`${tag}.one`, `${tag}.three`, `${tag}.two`]);
    expect(await search('jonas kazl')).toEqual([`${tag}.one`]);
    expect(await search(`ONA_${tag}`)).toEqual([`${tag}.two`]);
    expect(await search('%')).toEqual([]);
  });
});

describe('audit', () => {
  it('records who created, changed and deleted whom, before and after, without secrets', async () => {
    const created = await newOperator(admin, { password: 'Secret-pass-9' });
    const { id } = created;
    await updatePerson(
      world.deps,
      dealer,
      operatorKind,
      ZUpdateOperatorRequest.parse({ id, firstName: 'Audited', password: 'Other-pass-9' }),
    );
    await deletePerson(world.deps, manager, operatorKind, id);

    const entries = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'operator')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.user_id])).toEqual([
      ['operator.create', admin.id],
      ['operator.update', dealer.id],
      ['operator.password-change', dealer.id],
      ['operator.delete', manager.id],
    ]);
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ id, venueId: own.venueId });
    expect(JSON.parse(entries[1]!.before_json!).firstName).toBeNull();
    expect(JSON.parse(entries[1]!.after_json!).firstName).toBe('Audited');
    expect(JSON.parse(entries[3]!.before_json!).id).toBe(id);
    for (const e of entries) expect(`${e.before_json} ${e.after_json}`).not.toMatch(/pass|argon2|hash/i);
  });
});
