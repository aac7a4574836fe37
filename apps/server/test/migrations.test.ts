import { Role } from '@orderdesk/contracts';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { initialMigration } from '../src/db/migrations/001-initial';
import { createUser } from '../src/seed/seed';
import { createTestDatabase } from './support/test-database';
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
});
