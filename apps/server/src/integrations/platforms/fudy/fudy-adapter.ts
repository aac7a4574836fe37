import { PLATFORM_CAPABILITIES } from '@orderdesk/contracts';
import { InboundRefusal } from '../inbound-refusal';
import { headerOf, jsonOf, refuseBody } from '../inbound-call';
import type { PlatformAdapter } from '../platform-adapter';
import { callFudyOrder } from './fudy-order-calls';
import { fudyToCanonicalOrder } from './fudy-order-mapper';
import { ZFudyEvent } from './fudy-payloads';
import { FUDY_SIGNATURE_HEADER, isValidFudySignature } from './fudy-signature';
import { fudyVenueCalls } from './fudy-venue-calls';
import { fudyMenuCalls } from './fudy-menu-calls';

/**
 * Fudy under our own connector contract (docs/platforms.md §4, docs/fudy-connector.openapi.yaml): the body's
 * `restaurant_id` picks the connection whose `webhookSecret` must sign the raw body. `order.created`
 * carries the whole order, `order.cancelled` names one with its reason. Outbound calls go to the
 * connection's `apiUrl`.
 */
export const fudyAdapter: PlatformAdapter = {
  platform: 'fudy',
  displayName: 'Fudy',
  storeField: 'restaurant_id',
  capabilities: PLATFORM_CAPABILITIES.fudy,

  async receive(call, lookup) {
    const parsed = ZFudyEvent.safeParse(jsonOf(call));
    if (!parsed.success) refuseBody('Fudy event', parsed.error);
    const event = parsed.data;
    const connection = await lookup.connectionOf(event.restaurant_id);
    if (!connection)
      throw new InboundRefusal(
        'NOT_FOUND',
        `Unknown Fudy restaurant ${event.restaurant_id}`,
        'restaurant_id',
      );
    const secret = connection.credentials['webhookSecret'];
    if (!secret || !isValidFudySignature(call.rawBody, headerOf(call, FUDY_SIGNATURE_HEADER), secret)) {
      throw new InboundRefusal('UNAUTHORIZED', 'Missing or invalid X-Fudy-Signature', 'signature');
    }
    if (!connection.isEnabled)
      throw new InboundRefusal(
        'NOT_FOUND',
        `The Fudy restaurant ${event.restaurant_id} is not enabled here`,
        'restaurant_id',
      );
    if (event.event === 'order.cancelled') {
      return {
        connection,
        events: [
          {
            kind: 'cancellation',
            platformOrderId: event.order_id,
            platformStatus: 'order.cancelled',
            reason: event.reason ?? null,
          },
        ],
      };
    }
    return { connection, events: [{ kind: 'order', order: fudyToCanonicalOrder(event.order) }] };
  },

  accept: (connection, order) =>
    callFudyOrder(connection, 'accept', order.platformOrderId, { ready_at: order.readyAt.toISOString() }),
  reject: (connection, order, reason) =>
    callFudyOrder(connection, 'reject', order.platformOrderId, { reason }),
  markReady: (connection, order) => callFudyOrder(connection, 'ready', order.platformOrderId),
  markPickedUp: (connection, order) => callFudyOrder(connection, 'picked-up', order.platformOrderId),

  ...fudyVenueCalls,
  ...fudyMenuCalls,
};
