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
 * Helmet is built once here (its Fastify plugin built it, CSP parsing included, again for every
 * request) and its headers are computed once per host.
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
  const headersFor = headersByHost(applyHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.headers(headersFor(request.raw));
    done();
  });
}

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Distinct hosts kept; more (a client sending made-up hosts) start the set again. */
const MAX_HOSTS = 64;

/**
 * Helmet's headers depend on the request only through the Host (the CSP's hub sources), so they are
 * computed once per host and then copied onto each answer: building the CSP text was a few percent
 * of every request's time.
 */
function headersByHost(applyHeaders: HelmetMiddleware) {
  const byHost = new Map<string, Record<string, string>>();
  return (req: IncomingMessage): Record<string, string> => {
    const host = req.headers.host ?? '';
    let headers = byHost.get(host);
    if (!headers) {
      headers = recordHeaders(applyHeaders, req);
      if (byHost.size >= MAX_HOSTS) byHost.clear();
      byHost.set(host, headers);
    }
    return headers;
  };
}

/** The headers helmet sets for `req`, read off a stand-in for the answer. */
function recordHeaders(applyHeaders: HelmetMiddleware, req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet calls back at once and throws on a fault rather than passing it on.
  applyHeaders(req, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
