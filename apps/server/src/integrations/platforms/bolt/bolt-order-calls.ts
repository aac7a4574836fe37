import type { PlatformConnection } from '../platform-adapter';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';
import { BOLT_INTEGRATOR_HEADER, BOLT_SIGNATURE_HEADER, signBoltBody } from './bolt-signature';

const BOLT = 'Bolt Food';

/** The order calls of Bolt's POS API (PLATFORMS.md §3); every one is a POST with a signed JSON body. */
export const BOLT_ORDER_PATHS = {
  accept: 'genericClient/acceptOrder',
  reject: 'genericClient/rejectOrder',
  ready: 'genericClient/markOrderAsReadyForPickup',
  pickedUp: 'genericClient/markOrderAsPickedUp',
  delivered: 'genericClient/markOrderAsDelivered',
} as const;
export type TBoltOrderCall = keyof typeof BOLT_ORDER_PATHS;

/**
 * Bodies are partner-gated; we send `{order_id, provider_id}` (the shape third-party code uses) plus
 * `preparation_time_minutes` on accept and `reason` on reject (assumed names). The exact bytes sent
 * are the bytes signed. A 409 ("already done") counts as success.
 */
export async function callBoltOrder(
  connection: PlatformConnection,
  call: TBoltOrderCall,
  orderId: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const raw = JSON.stringify({ order_id: orderId, provider_id: connection.externalId, ...extra });
  const response = await platformFetch(
    BOLT,
    `order ${call}`,
    new URL(BOLT_ORDER_PATHS[call], apiBase(connection, BOLT)),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [BOLT_INTEGRATOR_HEADER]: requiredCredential(connection, 'integratorId', BOLT),
        [BOLT_SIGNATURE_HEADER]: signBoltBody(raw, requiredCredential(connection, 'hmacSecret', BOLT)),
      },
      body: raw,
    },
  );
  await expectOk(response, BOLT, `order ${call}`, [409]);
}
