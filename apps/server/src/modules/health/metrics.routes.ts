import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { countJobs } from '../../jobs/job-lookups';
import { JobStatus } from '../../jobs/job-queue';
import { AppError } from '../../http/app-error';
import { metricsRegistry, setJobCounts } from '../../observability/metrics';
import type { HealthDeps } from './health-deps';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(expected));
}

async function refreshJobCounts(ctx: Pick<HealthDeps, 'db' | 'worker'>): Promise<void> {
  const statuses = [JobStatus.PENDING, JobStatus.RUNNING, JobStatus.DEAD];
  setJobCounts(ctx.worker.types(), statuses, await countJobs(ctx.db.kysely, statuses));
}

/**
 * Prometheus metrics in the text format. Not a JSON endpoint, so the route is declared here from
 * its contract's path and access rather than through registerContract.
 */
export function registerMetricsRoute(app: FastifyInstance, ctx: HealthDeps): void {
  const token = ctx.config.METRICS_TOKEN;
  app.route({
    method: metricsContract.method,
    url: metricsContract.path,
    config: { access: metricsContract.access },
    schema: {
      summary: metricsContract.summary,
      tags: [...metricsContract.tags],
      ...(token ? { security: [{ bearerAuth: [] }] } : {}),
    },
    handler: async (request, reply) => {
      if (token && !bearerMatches(request.headers.authorization, token)) {
        throw AppError.unauthorized('The metrics token is missing or wrong');
      }
      try {
        await refreshJobCounts(ctx);
      } catch (error) {
        // The other metrics are still worth a scrape while the database is away.
        request.log.warn({ err: error }, 'metrics: job counts not read');
      }
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await metricsRegistry.metrics());
    },
  });
}
