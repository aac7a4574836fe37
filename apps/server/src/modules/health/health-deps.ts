import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { JobWorker } from '../../jobs/job-worker';

/**
 * What the health, readiness and metrics routes take from the app: the database (its engine, a probe,
 * the migrations not yet run, the job counts), whether the job worker runs and its job types, the
 * metrics token, and a logger. The app's context has all of them.
 */
export interface HealthDeps {
  db: Db;
  worker: Pick<JobWorker, 'isRunning' | 'types'>;
  config: Pick<AppConfig, 'METRICS_TOKEN'>;
  log: FastifyBaseLogger;
}
