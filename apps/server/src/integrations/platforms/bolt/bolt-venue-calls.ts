import type { PlatformAdapter, PlatformConnection } from '../platform-adapter';
import { apiBase, checkOf, expectOk, platformFetch, requiredCredential } from '../venue-call-http';
import { BOLT_INTEGRATOR_HEADER, BOLT_SIGNATURE_HEADER, signBoltBody } from './bolt-signature';

const BOLT = 'Bolt Food';

/**
 * One signed call: every Bolt call is a POST whose exact body bytes are signed (serialised once).
 * Bodies are not published (partner-gated); ours name the store as `provider_id`.
 */
function post(connection: PlatformConnection, path: string, action: string, body: unknown) {
  const raw = JSON.stringify(body);
  const secret = requiredCredential(connection, 'hmacSecret', BOLT);
  return platformFetch(BOLT, action, new URL(path, apiBase(connection, BOLT)), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [BOLT_INTEGRATOR_HEADER]: requiredCredential(connection, 'integratorId', BOLT),
      [BOLT_SIGNATURE_HEADER]: signBoltBody(raw, secret),
    },
    body: raw,
  });
}

/**
 * Bolt Food's store status (PLATFORMS.md §3): `genericClient/pauseOrders` and
 * `genericClient/startAcceptingOrders`. Bolt's pause carries no end we know of: a timed pause is
 * ended by our own job. Its schedule call's body is not published, so opening hours are not pushed.
 */
export const boltVenueCalls: Pick<PlatformAdapter, 'setOnline' | 'pushOpeningHours' | 'checkConnection'> = {
  async setOnline(connection, online) {
    const path = online ? 'genericClient/startAcceptingOrders' : 'genericClient/pauseOrders';
    const action = online ? 'start accepting orders' : 'pause orders';
    const response = await post(connection, path, action, { provider_id: connection.externalId });
    await expectOk(response, BOLT, action);
  },

  /** `getMenu` is the cheapest authenticated call that changes nothing. */
  checkConnection(connection) {
    return checkOf(
      BOLT,
      connection.externalId,
      () => post(connection, 'genericClient/getMenu', 'menu read', { provider_id: connection.externalId }),
      () => 'Bolt Food answers: the credentials and the store id are accepted',
    );
  },
};
