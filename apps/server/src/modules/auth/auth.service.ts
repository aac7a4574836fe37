import type { TRole, TTokenResponse } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { aboutMe } from '../users/about-me';
import { findUserById, findUserByLogin } from '../users/users.repository';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { issueRefreshToken, spendRefreshToken } from './refresh-tokens';

const BAD_CREDENTIALS = 'Login or password are incorrect';

async function tokensFor(ctx: AppContext, userId: number, familyId?: string): Promise<TTokenResponse> {
  const profile = await aboutMe(ctx, userId);
  const user = await findUserById(ctx.db.kysely, userId);
  const accessToken = await ctx.tokens.sign({
    id: userId,
    role: user!.role as TRole,
    venueId: user!.venue_id,
  });
  const refreshToken = await issueRefreshToken(
    ctx.db.kysely,
    userId,
    ctx.config.REFRESH_TOKEN_TTL_DAYS,
    familyId,
  );
  return { ...profile, accessToken, refreshToken, expiresIn: ctx.tokens.ttlSeconds };
}

export async function signIn(ctx: AppContext, userName: string, password: string): Promise<TTokenResponse> {
  const user = await findUserByLogin(ctx.db.kysely, userName);
  const valid = await verifyPassword(user?.password_hash ?? (await DUMMY_PASSWORD_HASH), password);
  if (!user || !valid || user.is_active !== 1)
    throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS, 'userName');
  return tokensFor(ctx, user.id);
}

export async function refresh(ctx: AppContext, refreshToken: string): Promise<TTokenResponse> {
  const spent = await spendRefreshToken(ctx.db.kysely, refreshToken);
  if (!spent.ok)
    throw new AppError('UNAUTHORIZED', 'The session has ended, please sign in again', 'refreshToken');
  return tokensFor(ctx, spent.userId, spent.familyId);
}
