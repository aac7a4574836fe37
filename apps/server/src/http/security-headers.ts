import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The hub's WebSocket on this very host, for browsers whose `'self'` does not cover ws:/wss: yet. */
function hubSocketSources(req: IncomingMessage, _res: ServerResponse): string {
  const host = req.headers.host;
  return host && /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Security headers on every answer. The CSP fits the built web app: its scripts are files of our
 * own (no inline script); MUI's emotion writes <style> tags and style attributes at run time, hence
 * 'unsafe-inline' for styles only; the fonts' smallest subsets are inlined by Vite as data: URLs.
 * HSTS only when the request came over HTTPS (directly, or per X-Forwarded-Proto of a trusted proxy),
 * so a plain-HTTP install on a LAN address is never pinned to HTTPS it does not have.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", hubSocketSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
