import { Role, type TRole } from '@orderdesk/contracts';
import { SignJWT, jwtVerify } from 'jose';
import type { RequestUser } from '../../http/request-user';

const ISSUER = 'orderdesk';
const ROLES = Object.values(Role) as number[];

export interface AccessTokens {
  sign(user: RequestUser): Promise<string>;
  /** The user the token names, or null when it is missing, forged or expired. */
  verify(token: string): Promise<RequestUser | null>;
  ttlSeconds: number;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (user) =>
      new SignJWT({ role: user.role, venueId: user.venueId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const id = Number(payload.sub);
        const role = Number(payload['role']);
        const venueId = payload['venueId'];
        if (!Number.isInteger(id) || !ROLES.includes(role)) return null;
        return { id, role: role as TRole, venueId: typeof venueId === 'number' ? venueId : null };
      } catch {
        return null;
      }
    },
  };
}
