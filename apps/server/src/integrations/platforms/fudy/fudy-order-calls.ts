import type { PlatformConnection } from '../platform-adapter';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';

const FUDY = 'Fudy';

/**
 * The order calls of our Fudy connector contract, at the connection's `apiUrl` with
 * `Authorization: Bearer <apiKey>`: `POST orders/{id}/accept {"ready_at"}`, `…/reject {"reason"}`,
 * `…/ready`, `…/picked-up`, `…/delivered` (empty JSON object). 409 = already done = success.
 */
export type TFudyOrderCall = 'accept' | 'reject' | 'ready' | 'picked-up' | 'delivered';

export async function callFudyOrder(
  connection: PlatformConnection,
  call: TFudyOrderCall,
  orderId: string,
  body: Record<string, unknown> = {},
): Promise<void> {
  const url = new URL(`orders/${encodeURIComponent(orderId)}/${call}`, apiBase(connection, FUDY));
  const response = await platformFetch(FUDY, `order ${call}`, url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${requiredCredential(connection, 'apiKey', FUDY)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  await expectOk(response, FUDY, `order ${call}`, [409]);
}
