import { PLATFORM_CAPABILITIES } from '@orderdesk/contracts';
import { InboundRefusal } from '../inbound-refusal';
import { headerOf, jsonOf, refuseBody } from '../inbound-call';
import type { InboundCall, InboundLookup, PlatformAdapter, PlatformConnection } from '../platform-adapter';
import { secretsMatch } from '../shared-secret';
import { acceptGlovoOrder, glovoOrderStep } from './glovo-order-calls';
import { glovoToCanonicalOrder } from './glovo-order-mapper';
import { glovoDeliveryOf, ZGlovoCancellation, ZGlovoOrder, type TGlovoOrder } from './glovo-payloads';
import { glovoVenueCalls } from './glovo-venue-calls';
import { glovoMenuCalls } from './glovo-menu-calls';

/** The path segment of each Glovo webhook: the dispatched order, and its cancellation. */
export type GlovoWebhook = 'orders' | 'cancellations';

function storeIdOf(body: unknown): string | undefined {
  const value = (body as { store_id?: unknown } | null)?.store_id;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The token Glovo sends in `Authorization` on its calls to us: the integration's one shared token
 * (`apiToken`, the one we send Glovo too), unless the connection has a separate `webhookToken`.
 */
export function glovoInboundToken(connection: PlatformConnection | undefined): string | undefined {
  return connection?.credentials['webhookToken'] || connection?.credentials['apiToken'];
}

/**
 * The connection a Glovo call is for, by its `store_id`, once its `Authorization` matches that
 * connection's inbound token (constant-time). Glovo signs nothing: the shared token is the proof
 * (docs/platforms.md, Glovo). An unknown store and a wrong token get the same 401, so store ids
 * cannot be probed.
 */
async function authorisedConnection(
  call: InboundCall,
  lookup: InboundLookup,
  storeId: string | undefined,
): Promise<PlatformConnection> {
  const connection = storeId ? await lookup.connectionOf(storeId) : undefined;
  if (!secretsMatch(headerOf(call, 'authorization'), glovoInboundToken(connection))) {
    throw new InboundRefusal(
      'UNAUTHORIZED',
      'Missing or wrong Authorization token for this Glovo store',
      'authorization',
    );
  }
  if (!connection?.isEnabled)
    throw new InboundRefusal('NOT_FOUND', `Glovo store ${storeId} is not enabled here`, 'store_id');
  return connection;
}

/**
 * Glovo (Partners API, docs/platforms.md). It POSTs the whole dispatched order and, separately,
 * cancellations. Accept sends the committed preparation time; ready, out for delivery and picked up
 * follow who delivers. Glovo has no reject call (its support cancels) and no call to push opening hours.
 */
export const glovoAdapter: PlatformAdapter = {
  platform: 'glovo',
  displayName: 'Glovo',
  storeField: 'store_id',
  capabilities: PLATFORM_CAPABILITIES.glovo,

  async receive(call, lookup) {
    const json = jsonOf(call);
    const connection = await authorisedConnection(call, lookup, storeIdOf(json));
    if ((call.params['webhook'] as GlovoWebhook) === 'cancellations') {
      const parsed = ZGlovoCancellation.safeParse(json);
      if (!parsed.success) throw InboundRefusal.badRequest('Not a Glovo cancellation', 'body');
      const { order_id: platformOrderId, cancel_reason: reason, payment_strategy: strategy } = parsed.data;
      // PAY_PRODUCTS: Glovo pays the venue for the products; PAY_NOTHING (or none sent): it does not.
      const productsPaid = strategy === 'PAY_PRODUCTS';
      return {
        connection,
        events: [
          {
            kind: 'cancellation',
            platformOrderId,
            platformStatus: `CANCELLED ${reason}${strategy ? ` ${strategy}` : ''}`,
            reason,
            productsPaid,
          },
        ],
      };
    }
    const parsed = ZGlovoOrder.safeParse(json);
    if (!parsed.success) refuseBody('Glovo order', parsed.error);
    return { connection, events: [{ kind: 'order', order: glovoToCanonicalOrder(parsed.data) }] };
  },

  accept: (connection, order) =>
    acceptGlovoOrder(connection, order.platformOrderId, order.readyAt, order.payload, order.sentAt),
  async markReady(connection, order) {
    const delivery = glovoDeliveryOf(order.payload as TGlovoOrder);
    await glovoOrderStep(connection, order.platformOrderId, 'ready', delivery);
  },
  async markPickedUp(connection, order) {
    const delivery = glovoDeliveryOf(order.payload as TGlovoOrder);
    await glovoOrderStep(connection, order.platformOrderId, 'pickedUp', delivery);
  },

  ...glovoVenueCalls,
  ...glovoMenuCalls,
};
