// Areas and venue groups as collections built from their two dependencies (a database and a clock): no
// HTTP server. The HTTP suite (areas-venue-groups.test.ts) keeps the routes, roles and error shapes.
import { Role } from '@orderdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock';
import type { Db } from '../src/db/database';
import { AppError } from '../src/http/app-error';
import type { RequestUser } from '../src/http/request-user';
import { areasCollection } from '../src/modules/areas/areas.collection';
import { venueGroupsCollection } from '../src/modules/areas/venue-groups.collection';
import { createUser } from '../src/seed/seed';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let db: Db;
let admin: RequestUser;
let areas: ReturnType<typeof areasCollection>;
let groups: ReturnType<typeof venueGroupsCollection>;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  const id = await createUser(db.kysely, clock, {
    userName: 'collection-admin',
    password: 'Collection-pass-1234',
    role: Role.ADMIN,
  });
  admin = { id, role: Role.ADMIN, venueId: null };
  areas = areasCollection({ db: db.kysely, clock });
  groups = venueGroupsCollection({ db: db.kysely, clock });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

async function auditActions(entity: string, entityId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

async function refusal(write: Promise<unknown>): Promise<AppError> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a named collection', () => {
  it('writes each change with its audit entry and changes nothing for an empty change', async () => {
    const area = await areas.create(admin, { name: 'Collection North' });
    const group = await groups.create(admin, { name: 'Collection chain', areaId: area.id });
    expect(await groups.update(admin, { id: group.id })).toEqual(group);
    const renamed = await groups.update(admin, { id: group.id, name: 'Collection chain 2' });
    expect(renamed).toEqual({ ...group, name: 'Collection chain 2' });
    await groups.remove(admin, group.id);
    expect(await auditActions('venue-group', group.id)).toEqual([
      'venue-group.create',
      'venue-group.update',
      'venue-group.delete',
    ]);
    expect((await refusal(groups.get(admin, group.id))).statusCode).toBe(404);
  });

  it('refuses a taken name and an area still in use with 409, whatever the case', async () => {
    const area = await areas.create(admin, { name: 'Collection South' });
    expect((await refusal(areas.create(admin, { name: 'COLLECTION SOUTH' }))).statusCode).toBe(409);
    await groups.create(admin, { name: 'Southern chain', areaId: area.id });
    const inUse = await refusal(areas.remove(admin, area.id));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.message).toMatch(/venue groups/);
    expect(await auditActions('area', area.id)).toEqual(['area.create']);
  });

  it('answers a dealer outside the area as if it did not exist', async () => {
    const area = await areas.create(admin, { name: 'Collection West' });
    const dealer: RequestUser = { id: admin.id + 1000, role: Role.DEALER, venueId: null };
    expect((await refusal(areas.get(dealer, area.id))).statusCode).toBe(404);
    expect((await refusal(groups.create(dealer, { name: 'Not mine', areaId: area.id }))).statusCode).toBe(
      404,
    );
  });
});
