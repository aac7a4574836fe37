import type { PlatformConnection } from '../platform-adapter';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';
import type { GlovoDelivery } from './glovo-payloads';

const GLOVO = 'Glovo';

function auth(connection: PlatformConnection): Record<string, string> {
  return { authorization: requiredCredential(connection, 'apiToken', GLOVO) };
}

/** The statuses of the documented status endpoint, and the v0 step that says the same. */
export type GlovoStatus = 'ACCEPTED' | 'READY_FOR_PICKUP' | 'OUT_FOR_DELIVERY' | 'PICKED_UP_BY_CUSTOMER';
const V0_STEP: Record<GlovoStatus, string> = {
  ACCEPTED: 'accept',
  READY_FOR_PICKUP: 'ready_for_pickup',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  PICKED_UP_BY_CUSTOMER: 'customer_picked_up',
};

/**
 * `PUT /webhook/stores/{storeId}/orders/{orderId}/status {"status"}` (docs/platforms.md, Glovo):
 * the documented status call. Answers the response, judged by the caller.
 */
function putStatus(connection: PlatformConnection, orderId: string, status: GlovoStatus): Promise<Response> {
  const url = new URL(
    `webhook/stores/${encodeURIComponent(connection.externalId)}/orders/${encodeURIComponent(orderId)}/status`,
    apiBase(connection, GLOVO),
  );
  return platformFetch(GLOVO, `status ${status}`, url, {
    method: 'PUT',
    headers: { ...auth(connection), 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
}

/**
 * `PUT /api/v0/integrations/orders/{orderId}/{step}`: the newer form, which names the store in the
 * `Glovo-Store-Address-External-Id` header; only `accept` has a body.
 */
function putV0(
  connection: PlatformConnection,
  orderId: string,
  status: GlovoStatus,
  body?: unknown,
): Promise<Response> {
  const step = V0_STEP[status];
  const url = new URL(
    `api/v0/integrations/orders/${encodeURIComponent(orderId)}/${step}`,
    apiBase(connection, GLOVO),
  );
  return platformFetch(GLOVO, step, url, {
    method: 'PUT',
    headers: {
      ...auth(connection),
      'glovo-store-address-external-id': connection.externalId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The form a store's account does not have answers 404 (or 405): the other form is tried. */
const isMissingForm = (response: Response) => response.status === 404 || response.status === 405;

/**
 * Glovo lets the committed preparation time run at most this far past its own estimate of the
 * pick-up (`estimated_pickup_time`); a later time is refused.
 */
export const GLOVO_MAX_EXTRA_PREPARATION_MS = 10 * 60_000;

/** Glovo's `estimated_pickup_time` (local "YYYY-MM-DD HH:mm:ss" at `utc_offset_minutes`) as an instant. */
export function glovoEstimatedPickup(payload: Record<string, unknown>): Date | null {
  const local = payload['estimated_pickup_time'];
  const offset = Number(payload['utc_offset_minutes']);
  if (typeof local !== 'string' || !Number.isFinite(offset)) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(local.trim());
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(asUtc) ? null : new Date(asUtc - offset * 60_000);
}

/**
 * The time we commit to: when the kitchen says it is ready, but never more than Glovo allows past its
 * own pick-up estimate, and never before `now`.
 */
export function committedPreparationTime(readyAt: Date, payload: Record<string, unknown>, now: Date) {
  const estimate = glovoEstimatedPickup(payload);
  let at = readyAt.getTime();
  if (estimate) at = Math.min(at, estimate.getTime() + GLOVO_MAX_EXTRA_PREPARATION_MS);
  return new Date(Math.max(at, now.getTime()));
}

/**
 * Accept with the committed preparation time: the v0 `accept` carries it; where the account has no v0
 * endpoint (404, 405), the documented status endpoint with `ACCEPTED`. Accepting an order Glovo
 * already accepted by itself answers 409, which means done. Glovo proceeds even without an accept.
 */
export async function acceptGlovoOrder(
  connection: PlatformConnection,
  orderId: string,
  readyAt: Date,
  payload: Record<string, unknown>,
  sentAt: Date,
): Promise<void> {
  const committed = committedPreparationTime(readyAt, payload, sentAt);
  const response = await putV0(connection, orderId, 'ACCEPTED', {
    committedPreparationTime: committed.toISOString(),
  });
  if (!isMissingForm(response)) return expectOk(response, GLOVO, 'accept', [409]);
  await expectOk(await putStatus(connection, orderId, 'ACCEPTED'), GLOVO, 'status ACCEPTED', [409]);
}

/** The status each step sends by who delivers; null where Glovo has no such status for that delivery. */
const STEPS = {
  ready: { glovo: 'READY_FOR_PICKUP', marketplace: null, takeaway: null },
  pickedUp: { glovo: null, marketplace: 'OUT_FOR_DELIVERY', takeaway: 'PICKED_UP_BY_CUSTOMER' },
} as const satisfies Record<string, Record<GlovoDelivery, GlovoStatus | null>>;

/**
 * Ready / out for delivery / picked up by the customer, as the order's delivery allows, through the
 * documented status endpoint; on its 404 (or 405), through the v0 endpoint of the same step. False
 * when the step has no status for this delivery.
 */
export async function glovoOrderStep(
  connection: PlatformConnection,
  orderId: string,
  step: keyof typeof STEPS,
  delivery: GlovoDelivery,
): Promise<boolean> {
  const status = STEPS[step][delivery];
  if (!status) return false;
  const response = await putStatus(connection, orderId, status);
  if (!isMissingForm(response)) {
    await expectOk(response, GLOVO, `status ${status}`, [409]);
    return true;
  }
  await expectOk(await putV0(connection, orderId, status), GLOVO, V0_STEP[status], [409]);
  return true;
}
