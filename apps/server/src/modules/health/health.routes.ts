import { healthContract } from '@orderdesk/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';

export function registerHealthRoutes(ctx: AppContext, version: string): void {
  registerContract(ctx.app, healthContract, async () => {
    await sql`select 1`.execute(ctx.db.kysely);
    return { status: 'ok' as const, database: ctx.db.engine, version };
  });
}
