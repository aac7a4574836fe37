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
