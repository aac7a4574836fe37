import { readyContract } from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import type { HealthDeps } from './health-deps';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

/** Readiness for a load balancer or orchestrator: 200 only when this instance can do its work. */
export function registerReadyRoute(app: FastifyInstance, ctx: HealthDeps): void {
  registerContract(app, readyContract, async () => {
    const errors: Record<string, string[]> = {};
    try {
      await withTimeout(sql`select 1`.execute(ctx.db.kysely), 'The database');
      const pending = await withTimeout(pendingMigrations(ctx.db), 'The database');
      if (pending.length > 0) errors['migrations'] = [`Not yet run: ${pending.join(', ')}`];
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness: database check failed');
      errors['database'] = ['The database is not reachable'];
    }
    if (!ctx.worker.isRunning()) errors['jobWorker'] = ['The job worker is not running'];
    if (Object.keys(errors).length > 0) throw AppError.unavailable(errors);
    return {
      status: 'ready' as const,
      database: ctx.db.engine,
      migrations: 'done' as const,
      jobWorker: 'running' as const,
    };
  });
}
