import { Role, type TTokenResponse } from '@orderdesk/contracts';
import { buildApp, type BuiltApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Kysely } from 'kysely';
import { clockIso, movableClock, type Clock, type MovableClock } from '../../src/clock';
import type { Database } from '../../src/db/schema';
import { createUser } from '../../src/seed/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN = { userName: 'admin', password: 'Admin-pass-1234' };
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export interface TestApp extends BuiltApp {
  database: TestDatabase;
  /** The app's clock: runs with real time until a test moves it forward to make timers due. */
  clock: MovableClock;
  /** Stops this instance but keeps its database (to start again, as after a crash or restart). */
  stop(): Promise<void>;
  /** Stops the instance and drops its database. */
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  existing?: TestDatabase,
  opts: { listen?: boolean; omit?: string[]; runJobs?: boolean; logDestination?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase());
  const values: Record<string, string> = {
    DATA_DIR: database.dataDir,
    ADMIN_LOGIN: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    WOLT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    WOLT_API_URL: 'http://127.0.0.1:9',
    JOB_BACKOFF_BASE_MS: '5',
    JOB_BACKOFF_MAX_MS: '20',
    JOB_MAX_ATTEMPTS: '3',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  };
  for (const name of opts.omit ?? []) delete values[name];
  const config = loadConfig(values);
  const clock = movableClock();
  const db = database.open();
  // A start that fails (a wrong secrets key, say) leaves no connection open to hold the database.
  const built = await buildApp(config, {
    db,
    clock,
    runJobs: opts.runJobs ?? false,
    ...(opts.logDestination ? { logDestination: opts.logDestination } : { logger: false }),
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  if (opts.listen) await built.app.listen({ port: 0, host: '127.0.0.1' });
  else await built.app.ready();
  return {
    ...built,
    database,
    clock,
    stop: () => built.app.close(),
    close: async () => {
      await built.app.close();
      await database.drop();
    },
  };
}

export function baseUrl(app: TestApp): string {
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export async function signIn(app: TestApp, user = ADMIN): Promise<TTokenResponse> {
  const res = await app.app.inject({ method: 'POST', url: '/api/Token/Access', payload: user });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as TTokenResponse;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A venue of no area or group, cooking 15 minutes by default and 60 at most. */
/** A venue row straight in the database, stamped by `clock` (no app needed). */
export async function insertVenue(
  db: Kysely<Database>,
  clock: Clock,
  venue: { name?: string; isOnline?: boolean; areaId?: number; groupId?: number; timeZoneId?: number } = {},
): Promise<number> {
  const now = clockIso(clock);
  const { id } = await db
    .insertInto('venues')
    .values({
      name: venue.name ?? 'Test Venue',
      area_id: venue.areaId ?? null,
      venue_group_id: venue.groupId ?? null,
      is_online: venue.isOnline === false ? 0 : 1,
      time_zone_id: venue.timeZoneId ?? 51,
      max_cooking_time_minutes: 60,
      default_cooking_time_minutes: 15,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A venue's Wolt store, enabled, without credentials: answers the instance's id. */
export async function insertWoltStore(
  db: Kysely<Database>,
  clock: Clock,
  venueId: number,
  externalVenueId: string,
): Promise<number> {
  const now = clockIso(clock);
  const { id } = await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: externalVenueId,
      api_key: null,
      secrets: null,
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function seedVenue(app: TestApp, venue: { name?: string; isOnline?: boolean } = {}): Promise<number> {
  return insertVenue(app.ctx.db.kysely, app.clock, venue);
}

/** The access token of a new manager of a new venue `venueName`, who must not reach other venues. */
export async function signInOtherVenueManager(
  app: TestApp,
  { venueName, userName }: { venueName: string; userName: string },
): Promise<string> {
  const venueId = await seedVenue(app, { name: venueName });
  const password = 'Manager-pass-1';
  await createUser(app.ctx.db.kysely, app.clock, { userName, password, role: Role.MANAGER, venueId });
  return (await signIn(app, { userName, password })).accessToken;
}

/** A venue connected to one Wolt store (with its own webhook secret when given). */
export async function seedWoltVenue(
  app: TestApp,
  wolt: { externalVenueId: string; apiKey: string; webhookSecret?: string },
  venue: { name?: string; isOnline?: boolean } = {},
): Promise<{ venueId: number; instanceId: number }> {
  const db = app.ctx.db.kysely;
  const venueId = await seedVenue(app, venue);
  const now = clockIso(app.clock);
  const { id: instanceId } = await db
    .insertInto('platform_instances')
    .values({
      venue_id: venueId,
      platform: 'wolt',
      external_venue_id: wolt.externalVenueId,
      api_key: null,
      secrets: app.ctx.secrets.seal(
        JSON.stringify({
          apiKey: wolt.apiKey,
          ...(wolt.webhookSecret ? { webhookSecret: wolt.webhookSecret } : {}),
        }),
      ),
      is_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { venueId, instanceId };
}

/** Runs due jobs until none is left (jobs retried with back-off are waited for, up to a limit). */
export async function drainJobs(app: TestApp, maxRounds = 50): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    const ran = await app.ctx.worker.runDue();
    const waiting = await app.ctx.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    if (!waiting) return;
    if (ran === 0) await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('jobs did not settle');
}

/** Makes every pending job due now, as if its back-off had passed, and runs what is due once. */
export async function runJobsDueLater(app: TestApp): Promise<number> {
  await app.ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: clockIso(app.clock) })
    .where('status', '=', 'pending')
    .execute();
  return app.ctx.worker.runDue();
}

/** Like `drainJobs`, but leaves jobs due later (a timed pause's end) waiting. */
export async function drainDueJobs(app: TestApp, maxRounds = 50): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    const ran = await app.ctx.worker.runDue();
    const waiting = await app.ctx.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', clockIso(app.clock))]),
        ]),
      )
      .executeTakeFirst();
    if (!waiting) return;
    if (ran === 0) await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('due jobs did not settle');
}
