import { Role } from '@orderdesk/contracts';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrationProvider } from '../src/db/migrate';
import { initialMigration } from '../src/db/migrations/001-initial';
import { createUser } from '../src/seed/seed';
import { createTestDatabase } from './support/test-database';
import { insertVenue, insertWoltStore } from './support/test-app';
import { woltOrderValues } from './support/order-rows';
import { platformPayloadOf } from '../src/modules/orders/orders.repository';
import { systemClock } from '../src/clock';

describe('migrations', () => {
  it('upgrade a database made by the first release, keeping its people', async () => {
    const database = await createTestDatabase({ migrated: false });
    const db = database.open();
    try {
      const first = new Migrator({
        db: db.kysely,
        provider: { getMigrations: async () => ({ '001-initial': initialMigration(db.engine) }) },
      });
      expect((await first.migrateToLatest()).error).toBeUndefined();
      await createUser(db.kysely, systemClock, {
        userName: 'early.manager',
        password: 'Passw0rd-1',
        role: Role.MANAGER,
      });

      await migrateToLatest(db);
      const users = await db.kysely
        .selectFrom('users')
        .select(['user_name', 'active_venue_id', 'active_venue_group_id'])
        .execute();
      expect(users).toEqual([
        { user_name: 'early.manager', active_venue_id: null, active_venue_group_id: null },
      ]);
      expect(await db.kysely.selectFrom('dealer_areas').selectAll().execute()).toEqual([]);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it("move each stored order's platform payload to a table of its own and back (038)", async () => {
    const database = await createTestDatabase({ migrated: false });
    const db = database.open();
    try {
      const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db) });
      expect((await migrator.migrateTo('037-list-revision-update-first')).error).toBeUndefined();
      const venueId = await insertVenue(db.kysely, systemClock, {});
      const instanceId = await insertWoltStore(db.kysely, systemClock, venueId, 'wolt-venue-038');
      const payload = JSON.stringify({ id: 'wolt-038', consumer_name: 'Rūta "K."' });
      const { id } = await db.kysely
        .insertInto('orders')
        .values({
          ...woltOrderValues(
            { venue_id: venueId, platform_instance_id: instanceId, platform_order_id: 'wolt-038' },
            new Date().toISOString(),
          ),
          platform_payload: payload,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

      await migrateToLatest(db);
      expect(await platformPayloadOf(db.kysely, id)).toBe(payload);
      const [order] = await db.kysely.selectFrom('orders').selectAll().execute();
      expect(order).toMatchObject({ id, platform_order_id: 'wolt-038' });
      expect(order).not.toHaveProperty('platform_payload');

      // Down again, the payload is back in its order's row; and up once more.
      expect((await migrator.migrateTo('037-list-revision-update-first')).error).toBeUndefined();
      const [down] = await db.kysely.selectFrom('orders').selectAll().execute();
      expect(down).toMatchObject({ id, platform_payload: payload });
      await migrateToLatest(db);
      expect(await platformPayloadOf(db.kysely, id)).toBe(payload);

      // Its payload goes with a deleted order.
      await db.kysely.deleteFrom('orders').where('id', '=', id).execute();
      expect(await db.kysely.selectFrom('order_payloads').selectAll().execute()).toEqual([]);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
