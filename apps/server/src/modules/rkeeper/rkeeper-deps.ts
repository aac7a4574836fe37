import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { GroupCommit } from '../../db/group-commit';
import type { SecretBox } from '../../security/secret-box';
import type { OrderDeps } from '../orders/order-deps';

/**
 * What the r_keeper module (docs/rkeeper.md: the hand-over, the void, the kitchen's Ready, checking
 * the connection) takes from the app, and nothing more: what the order's life takes (`OrderDeps`: the
 * database, the clock, the job queue, the boards, the worker's nudge), the grouped writes of the
 * attempt log, the settings (retry back-off, the kitchen poll's interval), the sealed credentials of
 * the venue's cash server, and a logger. The app's context has all of them.
 */
export interface RkeeperDeps extends OrderDeps {
  groupCommit: GroupCommit;
  config: AppConfig;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}
