import type { PlatformConnection } from '../platform-adapter';
import { expectOk } from '../venue-call-http';
import { BOLT, postSignedToBolt } from './bolt-client';

/** The order calls of Bolt's POS API (docs/platforms.md §3); every one is a POST with a signed JSON body. */
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
  const response = await postSignedToBolt(connection, `order ${call}`, BOLT_ORDER_PATHS[call], {
    order_id: orderId,
    provider_id: connection.externalId,
    ...extra,
  });
  await expectOk(response, BOLT, `order ${call}`, [409]);
}
