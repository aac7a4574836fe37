import type { TPlatformKind } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { PlatformInstancesDeps } from './platform-instances-deps';
import type { Database } from '../../db/schema';
import type {
  ConnectionSecretStore,
  PlatformConnection,
} from '../../integrations/platforms/platform-adapter';
import { adapterOf } from '../../integrations/platforms/platform-adapters';
import { openSecrets, parseOptions, sealSecrets } from './connections';

/** Each platform's token endpoint from the configuration, for adapters that obtain tokens. */
function platformAuthUrls(config: PlatformInstancesDeps['config']): Partial<Record<TPlatformKind, string>> {
  return { wolt: config.WOLT_OAUTH_TOKEN_URL };
}

/**
 * Renewals under way in this process, per app (its database handle) and connection: a single-use token
 * works only once.
 */
const inFlight = new WeakMap<PlatformInstancesDeps['db'], Map<number, Promise<PlatformConnection>>>();

async function renewIn(
  ctx: PlatformInstancesDeps,
  db: Kysely<Database>,
  connectionId: number,
  lock: boolean,
  renew: Parameters<ConnectionSecretStore['renew']>[1],
): Promise<Record<string, string> | undefined> {
  let query = db
    .selectFrom('platform_instances')
    .select(['secrets', 'options'])
    .where('id', '=', connectionId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const secrets = openSecrets(ctx.secrets, row);
  const next = await renew({ secrets, options: parseOptions(row) });
  if (!next) return secrets;
  await db
    .updateTable('platform_instances')
    .set({ secrets: sealSecrets(ctx.secrets, next) })
    .where('id', '=', connectionId)
    .execute();
  return next;
}

/** The connections' sealed secrets as adapters keep what they obtain (on PostgreSQL, row locked). */
function secretStore(ctx: PlatformInstancesDeps): ConnectionSecretStore {
  return {
    renew: (connectionId, renew) =>
      ctx.db.engine === 'postgres'
        ? ctx.db.kysely.transaction().execute((trx) => renewIn(ctx, trx, connectionId, true, renew))
        : renewIn(ctx, ctx.db.kysely, connectionId, false, renew),
  };
}

/**
 * The connection ready for outbound calls, through its adapter's `authorize` (Wolt OAuth: a current
 * access token); as it is for a platform that sends its stored credentials. One authorisation at a
 * time per connection in this process. `rejected` is a token the platform refused (401).
 */
export async function withPlatformAccess(
  ctx: PlatformInstancesDeps,
  connection: PlatformConnection,
  rejected?: string,
): Promise<PlatformConnection> {
  const adapter = adapterOf(connection.platform);
  if (!adapter?.authorize) return connection;
  const authorize = adapter.authorize.bind(adapter);
  let running = inFlight.get(ctx.db);
  if (!running) inFlight.set(ctx.db, (running = new Map()));
  let pending = running.get(connection.id);
  // An authorisation under way may hand back the refused token: wait for it, then look again.
  if (pending && rejected) {
    await pending.catch(() => undefined);
    pending = running.get(connection.id);
  }
  if (!pending) {
    pending = authorize(connection, {
      store: secretStore(ctx),
      authUrl: platformAuthUrls(ctx.config)[connection.platform],
      rejected,
      clock: ctx.clock,
    }).finally(() => running.delete(connection.id));
    running.set(connection.id, pending);
  }
  const ready = await pending;
  // Another caller's connection object may differ in what it loaded; only the credentials obtained travel.
  return { ...connection, credentials: { ...connection.credentials, ...ready.credentials } };
}
