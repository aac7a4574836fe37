import type { TRole, TRouteAccess } from '@orderdesk/contracts';

/** Who is calling, as read from a verified access token. */
export interface RequestUser {
  id: number;
  role: TRole;
  venueId: number | null;
  /** The sign-in the token belongs to; absent on users built in code rather than read from a token. */
  session?: TokenSession;
}

/** What an access token says about its sign-in, to refuse it once that sign-in has ended. */
export interface TokenSession {
  /** The sign-in's refresh token family; null on tokens issued before sessions were tracked. */
  id: string | null;
  /** The user's session epoch when the token was issued. */
  epoch: number;
  /** When the token expires (epoch milliseconds). */
  expiresAt: number;
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
