import type { PlatformConnection } from '../platform-adapter';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';
import type { GlovoDelivery } from './glovo-payloads';

const GLOVO = 'Glovo';

function auth(connection: PlatformConnection): Record<string, string> {
  return { authorization: requiredCredential(connection, 'apiToken', GLOVO) };
}

/** The v0 order calls name the store in a header (docs/platforms.md §2.3). */
function v0(connection: PlatformConnection, orderId: string, step: string) {
  return {
    url: new URL(
      `api/v0/integrations/orders/${encodeURIComponent(orderId)}/${step}`,
      apiBase(connection, GLOVO),
    ),
    headers: { ...auth(connection), 'glovo-store-address-external-id': connection.externalId },
  };
}

/** The older status endpoint, the documented one (`PUT …/orders/{id}/status`). */
async function putStatus(connection: PlatformConnection, orderId: string, status: string): Promise<void> {
  const url = new URL(
    `webhook/stores/${encodeURIComponent(connection.externalId)}/orders/${encodeURIComponent(orderId)}/status`,
    apiBase(connection, GLOVO),
  );
  const response = await platformFetch(GLOVO, `status ${status}`, url, {
    method: 'PUT',
    headers: { ...auth(connection), 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  // Accepting an order Glovo already accepted by itself answers an error that means "done".
  await expectOk(response, GLOVO, `status ${status}`, status === 'ACCEPTED' ? [409] : []);
}

/**
 * Accept with the committed preparation time (v0 `accept`); where the v0 endpoint is not there (404,
 * 405), the documented status endpoint with `ACCEPTED`. Glovo proceeds even without an accept.
 */
export async function acceptGlovoOrder(
  connection: PlatformConnection,
  orderId: string,
  readyAt: Date,
): Promise<void> {
  const { url, headers } = v0(connection, orderId, 'accept');
  const response = await platformFetch(GLOVO, 'accept', url, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ committedPreparationTime: readyAt.toISOString() }),
  });
  if (response.status === 404 || response.status === 405) return putStatus(connection, orderId, 'ACCEPTED');
  await expectOk(response, GLOVO, 'accept', [409]);
}

/** The next step by who delivers: Glovo's courier collects, the store's own courier leaves, the customer collects. */
const STEPS = {
  ready: { glovo: 'ready_for_pickup', marketplace: null, takeaway: null },
  pickedUp: { glovo: null, marketplace: 'out_for_delivery', takeaway: 'customer_picked_up' },
} as const satisfies Record<string, Record<GlovoDelivery, string | null>>;

/** Ready / out for delivery / picked up by the customer, as the order's delivery allows; false when none applies. */
export async function glovoOrderStep(
  connection: PlatformConnection,
  orderId: string,
  step: keyof typeof STEPS,
  delivery: GlovoDelivery,
): Promise<boolean> {
  const path = STEPS[step][delivery];
  if (!path) return false;
  const { url, headers } = v0(connection, orderId, path);
  const response = await platformFetch(GLOVO, path, url, { method: 'PUT', headers });
  await expectOk(response, GLOVO, path, [409]);
  return true;
}
