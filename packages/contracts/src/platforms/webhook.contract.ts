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
