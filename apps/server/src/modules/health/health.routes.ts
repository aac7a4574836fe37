import { healthContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';

/** Liveness: the process answers. It asks nothing of the database, so an outage there is no reason to restart. */
export function registerHealthRoutes(ctx: AppContext, version: string): void {
  registerContract(ctx.app, healthContract, () => ({
    status: 'ok' as const,
    database: ctx.db.engine,
    version,
  }));
}
