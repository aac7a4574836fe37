import { Role, type TRole } from '@orderdesk/contracts';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import type { RequestUser, TokenSession } from '../../http/request-user';

const ISSUER = 'orderdesk';
const ROLES = Object.values(Role) as number[];
/** Verified tokens kept: a board's token is checked on each of its calls until it is refreshed. */
const VERIFIED_TOKENS_KEPT = 10_000;

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

/**
 * Tokens issued and checked on `clock`'s time. A token's signature is checked once: what it names is
 * kept by its text until it expires (the same text always verifies the same way), so a board's next
 * calls skip the HMAC. Whether its sign-in has ended is the session guard's, asked on every call.
 */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, RequestUser & { session: TokenSession }>();
  const keep = (token: string, user: RequestUser & { session: TokenSession }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, user);
  };
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
      const kept = verified.get(token);
      if (kept && clock.now() < kept.session.expiresAt) return { ...kept, session: { ...kept.session } };
      if (kept) verified.delete(token);
      const user = await verifySignature(token, key, clock);
      if (user) keep(token, user);
      return user && { ...user, session: { ...user.session } };
    },
  };
}

/** The user a token names once its signature, issuer and expiry are checked; null when any fails. */
async function verifySignature(
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<(RequestUser & { session: TokenSession }) | null> {
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
}
