import { DEFAULT_TIME_ZONE_ID, Role, UNLIMITED_LICENCE_DATE } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { DemoConnection } from '../config';
import type { SecretBox } from '../security/secret-box';
import { clockIso, type Clock } from '../clock';
import type { Database } from '../db/schema';
import { createUser } from './seed';
import { applyRkeeperSettings } from '../modules/rkeeper/till/pos-connection.repository';

/** "(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius": the demo venue is in Vilnius. */
export const DEMO_TIME_ZONE_ID = DEFAULT_TIME_ZONE_ID;
/** "(UTC+01:00) Belgrade, ...": what earlier demo databases were seeded with. */
const OLD_DEMO_TIME_ZONE_ID = 51;

export const DEMO_MANAGER = { userName: 'demo.manager', password: 'demo1234' };

async function upsertDemoConnection(
  db: Kysely<Database>,
  box: SecretBox,
  venueId: number,
  c: DemoConnection,
  now: string,
): Promise<void> {
  const secrets = box.seal(JSON.stringify(c.secrets));
  const options = JSON.stringify(c.options);
  await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: c.platform,
      name: c.name,
      external_venue_id: c.externalId,
      api_key: null,
      secrets,
      options,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['platform', 'external_venue_id'])
        .doUpdateSet({ secrets, options, venue_id: venueId, updated_at: now }),
    )
    .execute();
}

const DEMO_AREA_NAME = 'Vilnius';

/** The demo venue's area, created once: a venue is saved with an area. */
async function ensureDemoArea(db: Kysely<Database>, now: string): Promise<number> {
  const area = await db
    .selectFrom('areas')
    .select('id')
    .where('name', '=', DEMO_AREA_NAME)
    .executeTakeFirst();
  if (area) return area.id;
  const created = await db
    .insertInto('areas')
    .values({ name: DEMO_AREA_NAME, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * Demo mode: a venue connected to the simulated Wolt, licensed for Wolt without limit, handing its
 * orders to the simulated r_keeper (when one runs), and its manager, created once.
 */
export async function ensureDemoData(
  db: Kysely<Database>,
  box: SecretBox,
  clock: Clock,
  wolt: {
    externalVenueId: string;
    apiKey: string;
    rkeeper: { url: string; login: string; password: string; certificateFingerprint: string | null } | null;
    /** The demo venue's stores on the other simulated platforms. */
    connections: DemoConnection[];
  },
): Promise<void> {
  const existing = await db
    .selectFrom('venues')
    .select('id')
    .where('name', '=', 'Demo Bistro')
    .executeTakeFirst();
  const now = clockIso(clock);
  const areaId = await ensureDemoArea(db, now);
  const venueId =
    existing?.id ??
    (
      await db
        .insertInto('venues')
        .values({
          name: 'Demo Bistro',
          area_id: areaId,
          venue_group_id: null,
          is_online: 1,
          // Vilnius address, Vilnius clock (Europe/Vilnius keeps the same time as this zone's).
          time_zone_id: DEMO_TIME_ZONE_ID,
          max_cooking_time_minutes: 90,
          default_cooking_time_minutes: 20,
          company_name: 'Demo Bistro UAB',
          address: 'Gedimino pr. 1, Vilnius',
          phone: '+370 600 00000',
          email: 'bistro@example.com',
          wolt_expires_at: new Date(UNLIMITED_LICENCE_DATE).toISOString(),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  // A demo database seeded before the venue had an area could not be saved by an admin (a venue needs one).
  if (existing)
    await db
      .updateTable('venues')
      .set({ area_id: areaId })
      .where('id', '=', venueId)
      .where('area_id', 'is', null)
      .execute();

  // A demo database seeded before the venue had its own clock kept the Belgrade one (UTC+01:00).
  if (existing)
    await db
      .updateTable('venues')
      .set({ time_zone_id: DEMO_TIME_ZONE_ID })
      .where('id', '=', venueId)
      .where('time_zone_id', '=', OLD_DEMO_TIME_ZONE_ID)
      .execute();

  const secrets = box.seal(JSON.stringify({ apiKey: wolt.apiKey }));
  await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      name: 'Demo Wolt store',
      external_venue_id: wolt.externalVenueId,
      api_key: null,
      secrets,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['platform', 'external_venue_id'])
        .doUpdateSet({ secrets, venue_id: venueId, updated_at: now }),
    )
    .execute();

  for (const extra of wolt.connections) {
    await upsertDemoConnection(db, box, venueId, extra, now);
    await db
      .updateTable('venues')
      .set({ [`${extra.platform}_expires_at`]: new Date(UNLIMITED_LICENCE_DATE).toISOString() })
      .where('id', '=', venueId)
      .execute();
  }

  if (wolt.rkeeper) {
    await applyRkeeperSettings(
      db,
      box,
      venueId,
      {
        isEnabled: true,
        url: wolt.rkeeper.url,
        login: wolt.rkeeper.login,
        password: wolt.rkeeper.password,
        certificateFingerprint: wolt.rkeeper.certificateFingerprint,
        stationCode: '1',
        tableCode: '40',
        waiterCode: '9',
        prepayCurrencyCode: '12',
        prepayReasonCode: '3',
        commentModifierCode: '999',
      },
      now,
    );
  }

  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('user_name_key', '=', DEMO_MANAGER.userName)
    .executeTakeFirst();
  if (!manager)
    await createUser(db, clock, {
      ...DEMO_MANAGER,
      role: Role.MANAGER,
      venueId,
      firstName: 'Demo',
      lastName: 'Manager',
    });
}
