import type { PlatformAdapter } from '../platform-adapter';
import { checkOf, expectOk } from '../venue-call-http';
import { BOLT, postSignedToBolt } from './bolt-client';

/**
 * Bolt Food's store status (docs/platforms.md §3): `genericClient/pauseOrders` and
 * `genericClient/startAcceptingOrders`. Bolt's pause carries no end we know of: a timed pause is
 * ended by our own job. Its schedule call's body is not published, so opening hours are not pushed.
 */
export const boltVenueCalls: Pick<PlatformAdapter, 'setOnline' | 'pushOpeningHours' | 'checkConnection'> = {
  async setOnline(connection, online) {
    const path = online ? 'genericClient/startAcceptingOrders' : 'genericClient/pauseOrders';
    const action = online ? 'start accepting orders' : 'pause orders';
    const response = await postSignedToBolt(connection, action, path, { provider_id: connection.externalId });
    await expectOk(response, BOLT, action);
  },

  /** `getMenu` is the cheapest authenticated call that changes nothing. */
  checkConnection(connection) {
    return checkOf(
      BOLT,
      connection.externalId,
      () =>
        postSignedToBolt(connection, 'menu read', 'genericClient/getMenu', {
          provider_id: connection.externalId,
        }),
      () => 'Bolt Food answers: the credentials and the store id are accepted',
    );
  },
};
