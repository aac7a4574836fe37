import { PLATFORM_CAPABILITIES } from '@orderdesk/contracts';
import { InboundRefusal } from '../inbound-refusal';
import { headerOf, jsonOf, refuseBody } from '../inbound-call';
import type {
  InboundCall,
  InboundLookup,
  PlatformAdapter,
  PlatformConnection,
  PlatformEvent,
} from '../platform-adapter';
import { secretsMatch } from '../shared-secret';
import { callBoltOrder } from './bolt-order-calls';
import { boltOrderIdOf, boltToCanonicalOrder, boltUpdateCancels } from './bolt-order-mapper';
import { ZBoltOrder, ZBoltOrderEvent } from './bolt-payloads';
import { boltVenueCalls } from './bolt-venue-calls';
import { boltMenuCalls } from './bolt-menu-calls';

function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The body's `provider_id` picks the connection; HTTP Basic must match its webhook user and password. */
async function authenticate(
  call: InboundCall,
  lookup: InboundLookup,
  providerId: string,
): Promise<PlatformConnection> {
  const connection = await lookup.connectionOf(providerId);
  if (!connection)
    throw new InboundRefusal('NOT_FOUND', `Unknown Bolt Food provider ${providerId}`, 'provider_id');
  const presented = basicCredentials(headerOf(call, 'authorization'));
  const userOk = secretsMatch(presented?.user, connection.credentials['webhookUser']);
  const passwordOk = secretsMatch(presented?.password, connection.credentials['webhookPassword']);
  if (!userOk || !passwordOk) {
    throw new InboundRefusal(
      'UNAUTHORIZED',
      'Missing or wrong HTTP Basic credentials for this Bolt Food provider',
      'authorization',
    );
  }
  if (!connection.isEnabled)
    throw new InboundRefusal(
      'NOT_FOUND',
      `The Bolt Food provider ${providerId} is not enabled here`,
      'provider_id',
    );
  return connection;
}

/**
 * Bolt Food (docs/platforms.md §3). `sendNewOrder` carries the full order; `sendCancelOrder` cancels ours
 * with its reason; `sendOrderUpdate` cancels when its status says so, and otherwise brings in the order
 * if it carries a whole one we have not seen. Every outbound call is a signed POST (`bolt-order-calls`).
 */
export const boltAdapter: PlatformAdapter = {
  platform: 'bolt',
  displayName: 'Bolt Food',
  storeField: 'provider_id',
  capabilities: PLATFORM_CAPABILITIES.bolt,

  async receive(call, lookup) {
    const json = jsonOf(call);
    if (call.params['event'] === 'sendNewOrder') {
      const parsed = ZBoltOrder.safeParse(json);
      if (!parsed.success) refuseBody('Bolt Food order', parsed.error);
      const connection = await authenticate(call, lookup, parsed.data.provider_id);
      return { connection, events: [{ kind: 'order', order: boltToCanonicalOrder(parsed.data) }] };
    }
    const parsed = ZBoltOrderEvent.safeParse(json);
    if (!parsed.success) refuseBody('Bolt Food order event', parsed.error);
    const connection = await authenticate(call, lookup, parsed.data.provider_id);
    const events: PlatformEvent[] = [];
    if (call.params['event'] === 'sendCancelOrder' || boltUpdateCancels(parsed.data.status)) {
      events.push({
        kind: 'cancellation',
        platformOrderId: boltOrderIdOf(parsed.data),
        platformStatus: parsed.data.status ?? 'cancelled',
        reason: parsed.data.cancel_reason ?? parsed.data.reason ?? null,
      });
    } else {
      const full = ZBoltOrder.safeParse(json);
      if (full.success) events.push({ kind: 'order', order: boltToCanonicalOrder(full.data) });
    }
    return { connection, events };
  },

  accept: (connection, order) =>
    callBoltOrder(connection, 'accept', order.platformOrderId, {
      preparation_time_minutes: order.preparationMinutes,
      ready_at: order.readyAt.toISOString(),
    }),
  reject: (connection, order, reason) =>
    callBoltOrder(connection, 'reject', order.platformOrderId, { reason }),
  markReady: (connection, order) => callBoltOrder(connection, 'ready', order.platformOrderId),
  /** An order the store delivers itself is delivered when it leaves; otherwise picked up. */
  markPickedUp: (connection, order) =>
    order.deliveryType === 'self_delivery'
      ? callBoltOrder(connection, 'delivered', order.platformOrderId)
      : callBoltOrder(connection, 'pickedUp', order.platformOrderId),
  markDelivered: (connection, order) => callBoltOrder(connection, 'delivered', order.platformOrderId),

  ...boltVenueCalls,
  ...boltMenuCalls,
};
