import { healthContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { HealthDeps } from './health-deps';

/** Liveness: the process answers. It asks nothing of the database, so an outage there is no reason to restart. */
export function registerHealthRoutes(
  app: FastifyInstance,
  ctx: Pick<HealthDeps, 'db'>,
  version: string,
): void {
  registerContract(app, healthContract, () => ({
    status: 'ok' as const,
    database: ctx.db.engine,
    version,
  }));
}
