import type { TRole, TRouteAccess } from '@orderdesk/contracts';

/** Who is calling, as read from a verified access token. */
export interface RequestUser {
  id: number;
  role: TRole;
  venueId: number | null;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: TRouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access it declares. */
    routeAccessTable(): RouteAccess[];
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
}
