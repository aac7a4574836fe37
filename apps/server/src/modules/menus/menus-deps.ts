import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Enqueue } from '../../jobs/job-spec';
import type { SecretBox } from '../../security/secret-box';
import type { PlatformInstancesDeps } from '../platform-instances/platform-instances-deps';

/**
 * What the menus module (the menu and its import from r_keeper, its publishing to the platforms, the
 * stop list and the auto-sync) takes from the app: the database, the time, the durable job queue and a
 * nudge to the worker, the box of sealed credentials, the platforms' configured addresses, the public
 * address (Glovo reads the hosted menu there), the auto-sync interval, and a logger. The app's context
 * has all of them.
 */
export interface MenusDeps {
  db: Db;
  clock: Clock;
  enqueue: Enqueue;
  secrets: SecretBox;
  config: PlatformInstancesDeps['config'] & Pick<AppConfig, 'PUBLIC_URL' | 'MENU_AUTO_SYNC_MINUTES'>;
  worker: { nudge(): void };
  log: FastifyBaseLogger;
}
