import { operationsReportContract, salesReportContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { operationsReport } from './operations-report';
import { reportVenues } from './report-scope';
import { salesReport } from './sales-report';

export function registerReportRoutes(ctx: AppContext): void {
  registerContract(ctx.app, salesReportContract, async ({ user, query }) =>
    salesReport(ctx.db, await reportVenues(ctx.db.kysely, user, query), query, new Date(ctx.clock.now())),
  );
  registerContract(ctx.app, operationsReportContract, async ({ user, query }) =>
    operationsReport(
      ctx.db,
      await reportVenues(ctx.db.kysely, user, query),
      query,
      new Date(ctx.clock.now()),
    ),
  );
}
