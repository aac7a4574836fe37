import type { FastifyInstance } from 'fastify';

export type RequestLogLevel = 'info' | 'debug';

/** The API and its websocket; everything else is the web app's files and pages, never logged. */
function isApiPath(url: string): boolean {
  return url.toLowerCase().startsWith('/api');
}

/**
 * One log line per answered API request (method, path, status, time), in place of Fastify's two
 * (incoming, completed). Files and pages of the web app are never logged. `level` is `debug` for a
 * person at a terminal (requests drown the events there) and `info` for JSON logs kept by machines.
 */
export function registerRequestLog(app: FastifyInstance, level: RequestLogLevel): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    request.log[level](
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  });
}
