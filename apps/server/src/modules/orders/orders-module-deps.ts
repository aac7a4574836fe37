import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { GroupCommit } from '../../db/group-commit';
import type { PlatformInstancesDeps } from '../platform-instances/platform-instances-deps';
import type { OrderDeps } from './order-deps';

/**
 * What the rest of the orders module takes beside the order's life (`OrderDeps`): the platforms' calls
 * (a connection with its credentials opened, and readied), the job defaults intake queues with, and a
 * logger. The app's context has all of them.
 */
export interface OrdersModuleDeps extends OrderDeps, PlatformInstancesDeps {
  groupCommit: GroupCommit;
  config: PlatformInstancesDeps['config'] & Pick<AppConfig, 'JOB_MAX_ATTEMPTS'>;
  log: FastifyBaseLogger;
}
