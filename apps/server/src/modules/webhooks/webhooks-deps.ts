import type { AppConfig } from '../../config';
import type { IntakeGauge } from '../../jobs/intake-gauge';
import type { JobWorker } from '../../jobs/job-worker';
import type { OrdersModuleDeps } from '../orders/orders-module-deps';

/**
 * What taking the platforms' calls in takes: what the orders module does with an order (it is stored
 * through it), the gauge of calls being answered (the job worker steps back in a burst), and the
 * back-off a failed fetch is retried with, and the server-wide webhook secret (Wolt's) where a
 * connection has none of its own. The job worker also takes the fetch jobs of new pings as they
 * commit (JobWorker.handOff).
 */
export interface WebhooksDeps extends OrdersModuleDeps {
  intake: IntakeGauge;
  worker: Pick<JobWorker, 'nudge' | 'handOff'>;
  config: OrdersModuleDeps['config'] &
    Pick<AppConfig, 'JOB_BACKOFF_BASE_MS' | 'JOB_BACKOFF_MAX_MS' | 'WOLT_WEBHOOK_SECRET'>;
}
