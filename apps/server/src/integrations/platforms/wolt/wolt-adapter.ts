import { OrderStatus, PLATFORM_CAPABILITIES } from '@orderdesk/contracts';
import { InboundRefusal } from '../inbound-refusal';
import { headerOf, jsonOrUndefined } from '../inbound-call';
import type { PlatformAdapter, PlatformConnection } from '../platform-adapter';
import {
  acceptWoltOrder,
  confirmWoltPreorder,
  fetchWoltOrder,
  isWoltSelfDelivery,
  pickupCompletedWoltOrder,
  readyWoltOrder,
  rejectWoltOrder,
  UnreadableWoltOrder,
  woltRejectCode,
  type WoltCredentials,
} from './wolt-client';
import { unreadableWoltOrder, woltStatusOf, woltToCanonicalOrder } from './wolt-order-mapper';
import { ZWoltNotification } from './wolt-payloads';
import { isValidWoltSignature, WOLT_SIGNATURE_HEADER } from './wolt-signature';
import { woltVenueCalls } from './wolt-venue-calls';
import { woltMenuCalls } from './wolt-menu-calls';
import { authorizeWolt } from './wolt-access';

/** What the order calls need of a connection: its API base and its API key or OAuth access token. */
function credentialsOf(connection: PlatformConnection): WoltCredentials {
  const apiUrl = connection.options['apiUrl'];
  return {
    apiUrl: typeof apiUrl === 'string' ? apiUrl : '',
    apiKey: connection.credentials['apiKey'],
    accessToken: connection.credentials['accessToken'],
  };
}

/**
 * Wolt (docs/platforms.md §1). Its webhook is a signed ping naming an order and a status: the order is
 * fetched (`GET /v2/orders/{id}`) and Wolt's own `order_status` applied. Order actions are
 * `PUT /orders/{id}/{action}`; a 409 means Wolt is already past the step.
 */
export const woltAdapter: PlatformAdapter = {
  platform: 'wolt',
  displayName: 'Wolt',
  storeField: 'venue_id',
  capabilities: PLATFORM_CAPABILITIES.wolt,
  defaultSecretSetting: 'WOLT_WEBHOOK_SECRET',

  /**
   * The notification's `venue_id` names the connection whose `webhookSecret` signs it (the server's
   * `WOLT_WEBHOOK_SECRET` for a connection without one). Nothing is acted on before the signature is
   * verified on the raw bytes; the venue id only picks the secret.
   */
  async receive(call, lookup) {
    const json = jsonOrUndefined(call);
    const parsed = ZWoltNotification.safeParse(json);
    const connection = parsed.success ? await lookup.connectionOf(parsed.data.order.venue_id) : undefined;
    const secret = connection?.credentials['webhookSecret'] ?? lookup.defaultSecret;
    if (!secret) throw InboundRefusal.unauthorized('Wolt webhooks are not configured on this server');
    if (!isValidWoltSignature(call.rawBody, headerOf(call, WOLT_SIGNATURE_HEADER), secret)) {
      throw new InboundRefusal('UNAUTHORIZED', 'Missing or invalid WOLT-SIGNATURE', 'signature');
    }
    if (json === undefined) throw InboundRefusal.badRequest('The body is not valid JSON', 'body');
    if (!parsed.success) throw InboundRefusal.badRequest('Not a Wolt order notification', 'body');
    const notification = parsed.data;
    if (!connection?.isEnabled)
      throw new InboundRefusal('NOT_FOUND', `Unknown Wolt venue ${notification.order.venue_id}`, 'venue_id');
    return {
      connection,
      events: [
        {
          kind: 'order-ping',
          notificationId: notification.id,
          platformOrderId: notification.order.id,
          platformStatus: notification.order.status,
        },
      ],
    };
  },

  authorize: authorizeWolt,

  async fetchOrder(connection, platformOrderId) {
    let order;
    try {
      order = await fetchWoltOrder(credentialsOf(connection), platformOrderId);
    } catch (error) {
      if (!(error instanceof UnreadableWoltOrder)) throw error;
      const unreadable = unreadableWoltOrder(platformOrderId, error.body, error.issues);
      return { order: unreadable, status: OrderStatus.RECEIVED, platformStatus: '' };
    }
    return {
      order: woltToCanonicalOrder(order),
      status: woltStatusOf(order),
      platformStatus: order.order_status ?? '',
    };
  },

  accept: (connection, order) =>
    acceptWoltOrder(
      credentialsOf(connection),
      order.platformOrderId,
      order.readyAt,
      isWoltSelfDelivery(order.payload),
    ),
  reject: (connection, order, reason, code) =>
    rejectWoltOrder(credentialsOf(connection), order.platformOrderId, reason, woltRejectCode(code)),
  markReady: (connection, order) => readyWoltOrder(credentialsOf(connection), order.platformOrderId),
  markPickedUp: (connection, order) =>
    pickupCompletedWoltOrder(credentialsOf(connection), order.platformOrderId),
  confirmPreorder: (connection, order) =>
    confirmWoltPreorder(credentialsOf(connection), order.platformOrderId),

  ...woltVenueCalls,
  ...woltMenuCalls,
};
