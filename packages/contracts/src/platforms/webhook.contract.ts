import { z } from 'zod';
import { defineContract } from '../api/define-contract';

export const ZWebhookAck = z.object({
  received: z.literal(true),
  /** True when this notification was already taken in before (a redelivery). */
  duplicate: z.boolean(),
});
export type TWebhookAck = z.infer<typeof ZWebhookAck>;

/** Wolt's order notification; the body is verified against `WOLT-SIGNATURE` on its raw bytes. */
export const woltWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/wolt',
  summary: 'Order notification from Wolt (signed with WOLT-SIGNATURE)',
  tags: ['webhooks'],
  access: 'public',
  response: ZWebhookAck,
});

/** Glovo's dispatched order, whole in the body; `Authorization` carries the connection's webhook token. */
export const glovoOrderWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/glovo/orders',
  summary: 'Dispatched order from Glovo (Authorization: the shared webhook token)',
  tags: ['webhooks'],
  access: 'public',
  response: ZWebhookAck,
});

/** Glovo's cancellation of an order. */
export const glovoCancellationWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/glovo/cancellations',
  summary: 'Order cancellation from Glovo (Authorization: the shared webhook token)',
  tags: ['webhooks'],
  access: 'public',
  response: ZWebhookAck,
});

/** The Bolt Food webhook events we take (docs/platforms.md §3), named as Bolt names them. */
export const BOLT_WEBHOOK_EVENTS = ['sendNewOrder', 'sendCancelOrder', 'sendOrderUpdate'] as const;

/** A Bolt Food webhook; HTTP Basic with the connection's webhook user and password. */
export const boltWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/bolt/:event',
  summary: 'New order, cancellation or update from Bolt Food (HTTP Basic per connection)',
  tags: ['webhooks'],
  access: 'public',
  params: z.object({ event: z.enum(BOLT_WEBHOOK_EVENTS) }),
  response: ZWebhookAck,
});

/** Fudy's webhook under our own connector contract; `X-Fudy-Signature: sha256=<hex HMAC of the raw body>`. */
export const fudyWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/fudy',
  summary: 'Order created or cancelled at Fudy (our connector contract, signed with X-Fudy-Signature)',
  tags: ['webhooks'],
  access: 'public',
  response: ZWebhookAck,
});
