import { can } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../modules/auth/access-token';
import { AppError } from './app-error';
import type { RouteAccess } from './request-user';

/** Paths that belong to tooling rather than the product's API. */
const UNGUARDED_PREFIXES = ['/api/docs'];

/**
 * Every /api route must declare its access; a route without one stops the server at start-up,
 * so an unguarded endpoint cannot ship. The check itself runs before validation of the body.
 */
export function registerAccessControl(app: FastifyInstance, tokens: AccessTokens): void {
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
    if (token) request.user = await tokens.verify(token);
    if (!access || access === 'public') return;
    if (!request.user)
      throw AppError.unauthorized(token ? 'The access token is invalid or expired' : undefined);
    if (!can(request.user.role, access)) throw AppError.forbidden();
  });
}
