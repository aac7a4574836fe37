import type { AuthorizeContext, PlatformConnection } from '../platform-adapter';
import { PlatformCallError } from '../platform-call-error';
import { refreshWoltTokens } from './wolt-oauth';

/** An access token is refreshed this long before it runs out. */
const EARLY_MS = 60_000;

/**
 * The connection ready for a Wolt call (docs/platforms.md, Wolt authentication): with a legacy API
 * key as it is; with OAuth credentials only, with a current access token in `credentials.accessToken`.
 * A refresh rotates the single-use refresh token and keeps the new pair through the store.
 */
export async function authorizeWolt(
  connection: PlatformConnection,
  { store, authUrl, rejected, clock }: AuthorizeContext,
): Promise<PlatformConnection> {
  if (connection.credentials['apiKey']) return connection;
  const { clientId, clientSecret, refreshToken } = connection.credentials;
  if (!clientId || !clientSecret || !refreshToken) return connection;
  const secrets = await store.renew(connection.id, async ({ secrets, options }) => {
    const cached = secrets['accessToken'];
    const current = Date.parse(secrets['accessTokenExpiresAt'] ?? '') - EARLY_MS > clock.now();
    if (cached && current && cached !== rejected) return null;
    if (!authUrl) throw new PlatformCallError('No Wolt OAuth token URL is configured', null, false);
    const stored = options['clientId'];
    const tokens = await refreshWoltTokens(
      authUrl,
      {
        clientId: typeof stored === 'string' ? stored : '',
        clientSecret: secrets['clientSecret'] ?? '',
        refreshToken: secrets['refreshToken'] ?? '',
      },
      clock,
    );
    return {
      ...secrets,
      refreshToken: tokens.refreshToken,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.expiresAt.toISOString(),
    };
  });
  const accessToken = secrets?.['accessToken'];
  return accessToken
    ? { ...connection, credentials: { ...connection.credentials, accessToken } }
    : connection;
}
