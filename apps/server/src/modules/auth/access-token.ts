import { Role, type TRole } from '@orderdesk/contracts';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import type { RequestUser } from '../../http/request-user';

const ISSUER = 'orderdesk';
const ROLES = Object.values(Role) as number[];

/** The sign-in a new token belongs to: its refresh token family and the user's session epoch. */
export interface SessionClaims {
  id: string;
  epoch: number;
}

export interface AccessTokens {
  sign(user: RequestUser, session: SessionClaims): Promise<string>;
  /** The user the token names, or null when it is missing, forged or expired. */
  verify(token: string): Promise<RequestUser | null>;
  ttlSeconds: number;
}

/** Tokens issued and checked on `clock`'s time. */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (user, session) => {
      const issuedAt = Math.floor(clock.now() / 1000);
      return new SignJWT({ role: user.role, venueId: user.venueId, sid: session.id, sep: session.epoch })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        const id = Number(payload.sub);
        const role = Number(payload['role']);
        const venueId = payload['venueId'];
        const sid = payload['sid'];
        const epoch = payload['sep'];
        if (!Number.isInteger(id) || !ROLES.includes(role) || payload.exp === undefined) return null;
        return {
          id,
          role: role as TRole,
          venueId: typeof venueId === 'number' ? venueId : null,
          session: {
            id: typeof sid === 'string' ? sid : null,
            epoch: typeof epoch === 'number' ? epoch : 0,
            expiresAt: payload.exp * 1000,
          },
        };
      } catch {
        return null;
      }
    },
  };
}
