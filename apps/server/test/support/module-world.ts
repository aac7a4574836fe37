import { randomBytes } from 'node:crypto';
import {
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  type TListedOrder,
  type TRole,
  type TVenue,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import pino, { type Logger } from 'pino';
import { clockIso, movableClock, type MovableClock } from '../../src/clock';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { createGroupCommit, type GroupCommit } from '../../src/db/group-commit';
import type { Database } from '../../src/db/schema';
import type { RequestUser } from '../../src/http/request-user';
import type { Enqueue } from '../../src/jobs/job-spec';
import type { JobRunContext } from '../../src/jobs/job-worker';
import { addJob } from '../../src/jobs/job-queue';
import { rebuildOperationsRollup } from '../../src/modules/reports/operations-rollup';
import { rebuildSalesRollup } from '../../src/modules/reports/sales-rollup';
import { createSecretBox, type SecretBox } from '../../src/security/secret-box';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The dependencies a module is built with, as the app gives them but without Fastify, sockets, a
 * session guard or a job worker: a test passes the whole object or the `Pick` its module declares
 * (`OrderDeps`, `RkeeperDeps`, `RetentionDeps`, …). Jobs are queued on the real table and run by
 * calling their handler.
 */
export interface ModuleDeps {
  db: Db;
  clock: MovableClock;
  groupCommit: GroupCommit;
  enqueue: Enqueue;
  /** The boards: what they are sent is recorded in the world's `published` and `publishedVenues`. */
  hub: {
    reaches(venueId: number): boolean;
    publishOrder(order: TListedOrder): void;
    publishVenue(venue: TVenue): void;
  };
  /** Counts its nudges (the world's `nudges()`): no worker runs. */
  worker: { nudge(): void };
  /** The session guard's re-read of ended sign-ins, counted (the world's `sessionRefreshes()`). */
  sessions: { refresh(): Promise<void> };
  secrets: SecretBox;
  config: AppConfig;
  log: Logger;
  /** The report roll-ups of venues rebuilt (a venue's time zone changed), as app.ts composes it. */
  rebuildVenueRollups: (trx: Kysely<Database>, venueIds: number[]) => Promise<void>;
}

/** A module's dependencies over a migrated test database, with what they were asked to send. */
export interface ModuleWorld {
  deps: ModuleDeps;
  db: Db;
  clock: MovableClock;
  /** The orders the boards were sent, in order. */
  published: TListedOrder[];
  /** The venues the boards were sent, in order. */
  publishedVenues: TVenue[];
  /** The log lines written at info or above, parsed. */
  logs: Record<string, unknown>[];
  nudges: () => number;
  sessionRefreshes: () => number;
  /**
   * Someone the module acts for, as a signed-in user's token names them: a user row without a password
   * (no sign-in needed, so no hashing). Create people with the password rule through the people module.
   */
  user(role: TRole, opts?: { userName?: string; venueId?: number | null }): Promise<RequestUser>;
  close(): Promise<void>;
}

/** The settings of the test app (test-app.ts) and its job defaults, with `env` over them. */
function testConfig(dataDir: string, env: Record<string, string>): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    WOLT_API_URL: 'http://127.0.0.1:9',
    JOB_BACKOFF_BASE_MS: '5',
    JOB_BACKOFF_MAX_MS: '20',
    JOB_MAX_ATTEMPTS: '3',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
}

/**
 * A module's world: its own migrated database (SQLite, or PostgreSQL with TEST_DB=postgres, copied from
 * the run's template as for the app's tests) and the dependencies over it. `env` sets the settings the
 * module reads (`RETENTION_AUDIT_DAYS`, …).
 */
export async function moduleWorld(opts: { env?: Record<string, string> } = {}): Promise<ModuleWorld> {
  const database: TestDatabase = await createTestDatabase();
  const db = database.open();
  const clock = movableClock();
  const config = testConfig(database.dataDir, opts.env ?? {});
  const published: TListedOrder[] = [];
  const publishedVenues: TVenue[] = [];
  const logs: Record<string, unknown>[] = [];
  let nudges = 0;
  let sessionRefreshes = 0;
  let users = 0;
  const deps: ModuleDeps = {
    db,
    clock,
    groupCommit: createGroupCommit(db.kysely, db.engine),
    enqueue: (trx, type, payload, enqueueOpts) =>
      addJob(trx, type, payload, { maxAttempts: config.JOB_MAX_ATTEMPTS }, clockIso(clock), enqueueOpts),
    hub: {
      // Every venue has a board in the world: what would be pushed is recorded.
      reaches: () => true,
      publishOrder: (order) => published.push(order),
      publishVenue: (venue) => publishedVenues.push(venue),
    },
    worker: { nudge: () => (nudges += 1) },
    sessions: {
      refresh: async () => {
        sessionRefreshes += 1;
      },
    },
    secrets: createSecretBox(randomBytes(32)),
    config,
    log: pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) }),
    rebuildVenueRollups: async (trx, venueIds) => {
      await rebuildSalesRollup(trx, db.engine, venueIds);
      await rebuildOperationsRollup(trx, db.engine, venueIds);
    },
  };
  return {
    deps,
    db,
    clock,
    published,
    publishedVenues,
    logs,
    nudges: () => nudges,
    sessionRefreshes: () => sessionRefreshes,
    async user(role, opts = {}) {
      users += 1;
      const venueId = opts.venueId ?? null;
      const userName = opts.userName ?? `module-user-${users}`;
      const now = clockIso(clock);
      const { id } = await db.kysely
        .insertInto('users')
        .values({
          user_name: userName,
          user_name_key: userName.toLowerCase(),
          password_hash: 'no password: signs in through no test of a module',
          role,
          first_name: null,
          last_name: null,
          email: null,
          venue_id: venueId,
          is_active: 1,
          additional_settings: JSON.stringify(DEFAULT_ADDITIONAL_USER_SETTINGS),
          failed_logins: 0,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, role, venueId };
    },
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * What the worker tells a handler it runs, for a test that runs the job's handler itself: its done
 * mark deletes the job's row, as the worker's would for a job it holds.
 */
export function jobRun(jobId: number, attempt: number): JobRunContext {
  return {
    jobId,
    attempt,
    doneWrite: (db) => db.deleteFrom('jobs').where('id', '=', jobId),
    doneCommitted() {},
  };
}
