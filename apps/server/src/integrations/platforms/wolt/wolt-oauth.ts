import { PlatformCallError } from '../platform-call-error';
import { expectOk, platformFetch } from '../venue-call-http';

export interface WoltOAuthClient {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

export interface WoltTokens {
  accessToken: string;
  /** Single-use: the next refresh must use this one (docs/platforms.md §1.1). */
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Exchanges a refresh token at Wolt's token endpoint: HTTP Basic `client_id:client_secret`, form
 * `grant_type=refresh_token`. The answer's refresh token replaces the one sent; the access token runs
 * out `expires_in` after the answer, on `clock` (the app's).
 */
export async function refreshWoltTokens(
  tokenUrl: string,
  client: WoltOAuthClient,
  clock: { now(): number },
): Promise<WoltTokens> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const response = await platformFetch('Wolt', 'token refresh', new URL(tokenUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: client.refreshToken }).toString(),
  });
  await expectOk(response, 'Wolt', 'token refresh');
  const body = (await response.json()) as {
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
  };
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
    throw new PlatformCallError('Wolt token refresh answered without tokens', response.status, false);
  }
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(clock.now() + seconds * 1000),
  };
}
