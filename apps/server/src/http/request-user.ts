import type { TRole } from '@orderdesk/contracts';

/** Who is calling, as read from a verified access token. */
export interface RequestUser {
  id: number;
  role: TRole;
  venueId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    access?: import('@orderdesk/contracts').TRouteAccess;
  }
}
