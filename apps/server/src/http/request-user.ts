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

/**
 * How a bearer token is checked, as the HTTP layer and the hub use it: the auth module's access tokens
 * and its guard of ended sign-ins fit these (app.ts hands them over), so neither layer imports auth.
 */
export interface TokenCheck {
  /** The user the token names, or null when it is missing, forged or expired. */
  verify(token: string): Promise<RequestUser | null>;
}
export interface EndedSessions {
  /** Whether the token's sign-in has ended or its user was revoked after it was issued. */
  isRevoked(user: RequestUser): boolean;
  /** Called after revocations were read, to drop connections whose sign-in has ended. */
  onRevocation(listener: () => void): void;
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
