import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { GroupCommit } from './db/group-commit';
import type { Database } from './db/schema';
import type { OrderHub } from './hub/order-hub';
import type { Enqueue } from './jobs/job-spec';
import type { IntakeGauge } from './jobs/intake-gauge';
import type { JobWorker } from './jobs/job-worker';
import type { AccessTokens } from './modules/auth/access-token';
import type { SessionGuard } from './modules/auth/session-guard';
import type { SecretBox } from './security/secret-box';

/** What the modules are built with; created once per app in app.ts. */
export interface AppContext {
  app: FastifyInstance;
  /** The app's logger (`app.log`), for the modules whose deps name a `log`. */
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The time the code reads; tests move it instead of waiting. */
  clock: Clock;
  db: Db;
  tokens: AccessTokens;
  /** Access tokens refused before they expire (ended sign-ins, revoked users). */
  sessions: SessionGuard;
  hub: OrderHub;
  worker: JobWorker;
  /** Seals and opens platform credentials. */
  secrets: SecretBox;
  /** Small concurrent writes share one transaction and commit (see db/group-commit.ts). */
  groupCommit: GroupCommit;
  /** Platform calls being answered; the job worker steps back while they come in a burst. */
  intake: IntakeGauge;
  /** Adds a durable job inside the given transaction. */
  enqueue: Enqueue;
  /**
   * Moves venues' figures in the report roll-ups to their new local days and hours, inside the
   * transaction that changed their time zone. app.ts gives it from modules/reports, so venues (which
   * reports reads) need not import reports.
   */
  rebuildVenueRollups: (trx: Kysely<Database>, venueIds: number[]) => Promise<void>;
}
