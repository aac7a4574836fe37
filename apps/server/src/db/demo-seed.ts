import { Role } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from './clock';
import type { Database } from './schema';
import { createUser } from './seed';

export const DEMO_MANAGER = { userName: 'demo.manager', password: 'demo1234' };

/** Demo mode: a venue connected to the simulated Wolt and its manager, created once. */
export async function ensureDemoData(
  db: Kysely<Database>,
  wolt: { externalVenueId: string; apiKey: string },
): Promise<void> {
  const existing = await db
    .selectFrom('venues')
    .select('id')
    .where('name', '=', 'Demo Bistro')
    .executeTakeFirst();
  const now = nowIso();
  const venueId =
    existing?.id ??
    (
      await db
        .insertInto('venues')
        .values({
          name: 'Demo Bistro',
          area_id: null,
          venue_group_id: null,
          is_online: 1,
          time_zone_id: 51,
          max_cooking_time_minutes: 90,
          default_cooking_time_minutes: 20,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: wolt.externalVenueId,
      api_key: wolt.apiKey,
      is_enabled: 1,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['platform', 'external_venue_id']).doUpdateSet({ api_key: wolt.apiKey, venue_id: venueId }),
    )
    .execute();

  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('user_name_key', '=', DEMO_MANAGER.userName)
    .executeTakeFirst();
  if (!manager)
    await createUser(db, {
      ...DEMO_MANAGER,
      role: Role.MANAGER,
      venueId,
      firstName: 'Demo',
      lastName: 'Manager',
    });
}
