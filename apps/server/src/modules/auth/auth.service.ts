import { randomUUID } from 'node:crypto';
import type { TRole, TTokenResponse } from '@orderdesk/contracts';
import type { AuthDeps } from './auth-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { aboutMe } from '../users/about-me';
import { findUserById, findUserByLogin } from '../users/users.repository';
import { clearFailedSignIns, lockRemainingMs, recordFailedSignIn } from './account-lockout';
import type { FailureWindow } from './failure-window';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import {
  issueRefreshToken,
  revokeRefreshTokenFamily,
  sessionOfRefreshToken,
  spendRefreshToken,
  type SignInSession,
} from './refresh-tokens';
import { endSession } from './session-revocations';

const BAD_CREDENTIALS = 'Login or password are incorrect';

/** A new sign-in starts a new refresh token family; its id is the session the access tokens name. */
async function tokensFor(
  ctx: AuthDeps,
  userId: number,
  familyId: string = randomUUID(),
): Promise<TTokenResponse> {
  const profile = await aboutMe(ctx, userId);
  const user = await findUserById(ctx.db.kysely, userId);
  const accessToken = await ctx.tokens.sign(
    { id: userId, role: user!.role as TRole, venueId: user!.venue_id },
    { id: familyId, epoch: user!.session_epoch },
  );
  const refreshToken = await issueRefreshToken(
    ctx.db.kysely,
    ctx.clock,
    userId,
    ctx.config.REFRESH_TOKEN_TTL_DAYS,
    familyId,
  );
  return { ...profile, accessToken, refreshToken, expiresIn: ctx.tokens.ttlSeconds };
}

export interface SignInRequest {
  userName: string;
  password: string;
  /** The client's address, for the per-address limit. */
  ip: string;
  ipFailures: FailureWindow;
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

function lockedOut(ms: number): AppError {
  return AppError.tooManyRequests(
    `Too many failed sign-ins: this login is locked, try again in ${minutes(ms)}`,
    Math.ceil(ms / 1000),
    'userName',
  );
}

/**
 * Sign-in with two limits: a login is locked after LOGIN_MAX_FAILURES failures in a row (kept in the
 * database, so every instance honours it), and one address may fail LOGIN_IP_MAX_FAILURES times per
 * window whatever the logins it tries. While locked even the right password is refused.
 */
export async function signIn(ctx: AuthDeps, req: SignInRequest): Promise<TTokenResponse> {
  const db = ctx.db.kysely;
  const ipBlockedMs = await req.ipFailures.blockedForMs(req.ip);
  if (ipBlockedMs > 0) {
    throw AppError.tooManyRequests(
      `Too many failed sign-ins from this address, try again in ${minutes(ipBlockedMs)}`,
      Math.ceil(ipBlockedMs / 1000),
    );
  }
  const user = await findUserByLogin(db, req.userName);
  const lockedMs = user ? lockRemainingMs(user, ctx.clock.now()) : 0;
  if (lockedMs > 0) {
    await req.ipFailures.fail(req.ip);
    throw lockedOut(lockedMs);
  }
  const valid = await verifyPassword(user?.password_hash ?? (await DUMMY_PASSWORD_HASH), req.password);
  if (!user || !valid) {
    await req.ipFailures.fail(req.ip);
    const nowLockedMs = user
      ? await recordFailedSignIn(
          db,
          user.id,
          { maxFailures: ctx.config.LOGIN_MAX_FAILURES, lockMs: ctx.config.LOGIN_LOCK_MINUTES * 60_000 },
          ctx.clock.now(),
        )
      : 0;
    if (nowLockedMs > 0) throw lockedOut(nowLockedMs);
    throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS, 'userName');
  }
  if (user.is_active !== 1) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS, 'userName');
  if (user.failed_logins > 0 || user.locked_until) await clearFailedSignIns(db, user.id);
  return tokensFor(ctx, user.id);
}

export async function refresh(ctx: AuthDeps, refreshToken: string): Promise<TTokenResponse> {
  const spent = await spendRefreshToken(ctx.db.kysely, ctx.clock, refreshToken);
  if (!spent.ok)
    throw new AppError('UNAUTHORIZED', 'The session has ended, please sign in again', 'refreshToken');
  return tokensFor(ctx, spent.userId, spent.familyId);
}

/**
 * Sign-out: the refresh token, every token rotated from the same sign-in and the access tokens
 * issued with them stop working (on every instance within the guard's cadence, here at once). The
 * sign-in is the refresh token's, or else the one of the access token the call carries.
 */
export async function logout(ctx: AuthDeps, refreshToken: string, caller: RequestUser | null): Promise<void> {
  const db = ctx.db.kysely;
  const callerSession: SignInSession | undefined = caller?.session?.id
    ? { userId: caller.id, familyId: caller.session.id }
    : undefined;
  const session = (await sessionOfRefreshToken(db, refreshToken)) ?? callerSession;
  if (!session) return;
  const now = clockIso(ctx.clock);
  await db.transaction().execute(async (trx) => {
    await revokeRefreshTokenFamily(trx, session.familyId, now);
    await endSession(trx, session.userId, session.familyId, now);
  });
  await ctx.sessions.refresh();
}
