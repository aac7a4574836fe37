import type { FastifyInstance } from 'fastify';
import { observeHttpRequest } from './metrics';

/**
 * Records every answered request under its route pattern (`/api/orders/:id`), never the raw URL,
 * so the number of series stays bounded; requests that matched no route share one label.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    observeHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime);
  });
}
