import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZAboutMe } from '../users/about-me.contract';

export const ZTokenAccessRequest = z.object({
  userName: z.string().trim().min(1, 'Login is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type TTokenAccessRequest = z.infer<typeof ZTokenAccessRequest>;

export const ZTokenRefreshRequest = z.object({
  refreshToken: z.string().min(1).max(500),
});
export type TTokenRefreshRequest = z.infer<typeof ZTokenRefreshRequest>;

/** Tokens plus the profile, so the web needs no second call after sign-in. */
export const ZTokenResponse = ZAboutMe.extend({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Access token lifetime in seconds. */
  expiresIn: z.number().int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const tokenAccessContract = defineContract({
  method: 'POST',
  path: '/api/Token/Access',
  summary: 'Sign in with login and password',
  tags: ['auth'],
  access: 'public',
  body: ZTokenAccessRequest,
  response: ZTokenResponse,
});

export const tokenRefreshContract = defineContract({
  method: 'POST',
  path: '/api/Token/Refresh',
  summary: 'Exchange a refresh token for new tokens (the old one is spent)',
  tags: ['auth'],
  access: 'public',
  body: ZTokenRefreshRequest,
  response: ZTokenResponse,
});
