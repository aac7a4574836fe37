import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';
import { refreshWoltTokens } from '../../integrations/platforms/wolt/wolt-oauth';
import { openSecrets, parseOptions, sealSecrets } from './connections';

/** An access token is refreshed this long before it runs out. */
const EARLY_MS = 60_000;

/** Refreshes under way in this process, per app and connection: a refresh token works only once. */
const inFlight = new WeakMap<AppContext, Map<number, Promise<string | undefined>>>();

async function currentAccessToken(
  ctx: AppContext,
  db: Kysely<Database>,
  connectionId: number,
  lock: boolean,
  rejected: string | undefined,
): Promise<string | undefined> {
  let query = db
    .selectFrom('platform_instances')
    .select(['secrets', 'options'])
    .where('id', '=', connectionId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const secrets = openSecrets(ctx.secrets, row);
  const cached = secrets['accessToken'];
  const current = Date.parse(secrets['accessTokenExpiresAt'] ?? '') - EARLY_MS > Date.now();
  if (cached && current && cached !== rejected) return cached;
  const clientId = parseOptions(row)['clientId'];
  const tokens = await refreshWoltTokens(ctx.config.WOLT_OAUTH_TOKEN_URL, {
    clientId: typeof clientId === 'string' ? clientId : '',
    clientSecret: secrets['clientSecret'] ?? '',
    refreshToken: secrets['refreshToken'] ?? '',
  });
  const next = {
    ...secrets,
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: tokens.expiresAt.toISOString(),
  };
  await db
    .updateTable('platform_instances')
    .set({ secrets: sealSecrets(ctx.secrets, next) })
    .where('id', '=', connectionId)
    .execute();
  return tokens.accessToken;
}

/**
 * The connection ready for a Wolt call: with a legacy API key as it is; with OAuth credentials only,
 * with a current access token in `credentials.accessToken`. A refresh rotates the single-use refresh
 * token and seals the new tokens back: one refresh at a time per connection in this process, and on
 * PostgreSQL with the connection's row locked, so several instances never spend the same token twice.
 * `rejected` is a token Wolt refused (401) before it ran out: it is replaced unless already replaced.
 */
export async function withWoltAccessToken(
  ctx: AppContext,
  connection: PlatformConnection,
  rejected?: string,
): Promise<PlatformConnection> {
  if (connection.platform !== 'wolt' || connection.credentials['apiKey']) return connection;
  const { clientId, clientSecret, refreshToken } = connection.credentials;
  if (!clientId || !clientSecret || !refreshToken) return connection;

  let running = inFlight.get(ctx);
  if (!running) inFlight.set(ctx, (running = new Map()));
  let pending = running.get(connection.id);
  // A refresh under way may hand back the refused token: wait for it, then look again.
  if (pending && rejected) {
    await pending.catch(() => undefined);
    pending = running.get(connection.id);
  }
  if (!pending) {
    pending = (
      ctx.db.engine === 'postgres'
        ? ctx.db.kysely
            .transaction()
            .execute((trx) => currentAccessToken(ctx, trx, connection.id, true, rejected))
        : currentAccessToken(ctx, ctx.db.kysely, connection.id, false, rejected)
    ).finally(() => running.delete(connection.id));
    running.set(connection.id, pending);
  }
  const accessToken = await pending;
  return accessToken
    ? { ...connection, credentials: { ...connection.credentials, accessToken } }
    : connection;
}
