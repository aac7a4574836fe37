import { operationsReportContract, salesReportContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { operationsReport } from './operations-report';
import { reportVenues } from './report-scope';
import type { ReportsDeps } from './reports-deps';
import { salesReport } from './sales-report';

export function registerReportRoutes(app: FastifyInstance, ctx: ReportsDeps): void {
  registerContract(app, salesReportContract, async ({ user, query }) =>
    salesReport(ctx.db, await reportVenues(ctx.db.kysely, user, query), query, new Date(ctx.clock.now())),
  );
  registerContract(app, operationsReportContract, async ({ user, query }) =>
    operationsReport(
      ctx.db,
      await reportVenues(ctx.db.kysely, user, query),
      query,
      new Date(ctx.clock.now()),
    ),
  );
}
