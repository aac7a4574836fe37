import type { PlatformAdapter, PlatformConnection } from '../platform-adapter';
import { apiBase, checkOf, expectOk, platformFetch, requiredCredential } from '../venue-call-http';

const FUDY = 'Fudy';

/**
 * Fudy publishes no partner API (docs/platforms.md §4): these calls follow our own connector contract,
 * served at the connection's `apiUrl` with `Authorization: Bearer <apiKey>`:
 * `POST {apiUrl}/store/status {"storeId", "isOnline", "until", "reason"}` sets the store's state and
 * `GET {apiUrl}/store/status?storeId=` reads it. Opening hours are kept on Fudy's side.
 */
function statusUrl(connection: PlatformConnection, query = false): URL {
  const url = new URL('store/status', apiBase(connection, FUDY));
  if (query) url.searchParams.set('storeId', connection.externalId);
  return url;
}

function headers(connection: PlatformConnection): Record<string, string> {
  return { authorization: `Bearer ${requiredCredential(connection, 'apiKey', FUDY)}` };
}

export const fudyVenueCalls: Pick<PlatformAdapter, 'setOnline' | 'pushOpeningHours' | 'checkConnection'> = {
  async setOnline(connection, online, opts) {
    const response = await platformFetch(FUDY, 'store status', statusUrl(connection), {
      method: 'POST',
      headers: { ...headers(connection), 'content-type': 'application/json' },
      body: JSON.stringify({
        storeId: connection.externalId,
        isOnline: online,
        until: online ? null : (opts.until?.toISOString() ?? null),
        reason: opts.reason ?? null,
      }),
    });
    await expectOk(response, FUDY, 'store status');
  },

  checkConnection(connection) {
    return checkOf(
      FUDY,
      connection.externalId,
      async () =>
        platformFetch(FUDY, 'store status', statusUrl(connection, true), {
          method: 'GET',
          headers: headers(connection),
        }),
      (body) => {
        const online = (body as { isOnline?: unknown } | null)?.isOnline;
        return typeof online === 'boolean'
          ? `Fudy answers: the store is ${online ? 'online' : 'offline'} there`
          : 'Fudy answers';
      },
    );
  },
};
