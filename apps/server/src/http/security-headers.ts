import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
 * Helmet is built once here and applied to each answer (its Fastify plugin built it, CSP parsing
 * included, again for every request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Helmet sets the headers at once and throws on a fault rather than passing it on.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
