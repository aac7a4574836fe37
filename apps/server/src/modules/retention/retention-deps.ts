import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Enqueue } from '../../jobs/job-spec';

/**
 * What the daily sweep of old rows takes from the app: the database, the time, the job queue (the
 * next day's sweep), how long each kind of row is kept, and a logger. The app's context has all of them.
 */
export interface RetentionDeps {
  db: Db;
  clock: Clock;
  enqueue: Enqueue;
  config: Pick<
    AppConfig,
    'RETENTION_WEBHOOK_RECEIPTS_DAYS' | 'RETENTION_REFRESH_TOKENS_DAYS' | 'RETENTION_AUDIT_DAYS'
  >;
  log: FastifyBaseLogger;
}
