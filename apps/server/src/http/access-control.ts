import { can } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { EndedSessions, RouteAccess, TokenCheck } from './request-user';

/** Paths that belong to tooling rather than the product's API. */
const UNGUARDED_PREFIXES = ['/api/docs'];

/**
 * Every /api route must declare its access; a route without one stops the server at start-up,
 * so an unguarded endpoint cannot ship. The check itself runs before validation of the body. A
 * token whose sign-in has ended (signed out, user deactivated, deleted or re-scoped) counts as none.
 */
export function registerAccessControl(
  app: FastifyInstance,
  tokens: TokenCheck,
  sessions: Pick<EndedSessions, 'isRevoked'>,
): void {
  app.decorateRequest('user', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccessTable', () => [...table]);

  app.addHook('onRoute', (route) => {
    const url = route.url.toLowerCase();
    if (!url.startsWith('/api') || UNGUARDED_PREFIXES.some((p) => url.startsWith(p))) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${route.method} ${route.url} declares no access (permission or public)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const verified = token ? await tokens.verify(token) : null;
    const revoked = verified !== null && sessions.isRevoked(verified);
    if (verified && !revoked) request.user = verified;
    if (!access || access === 'public') return;
    if (revoked) throw AppError.unauthorized('The session has ended, please sign in again');
    if (!request.user)
      throw AppError.unauthorized(token ? 'The access token is invalid or expired' : undefined);
    if (!can(request.user.role, access)) throw AppError.forbidden();
  });
}
