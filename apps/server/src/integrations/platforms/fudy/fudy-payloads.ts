import { z } from 'zod';

/**
 * Our Fudy connector contract (Fudy publishes no partner API, docs/platforms.md §4; OpenAPI in
 * docs/fudy-connector.openapi.yaml). Money is integer minor units with an ISO 4217 currency.
 */
const ZMinor = z.number().int();

const ZFudyOption = z.object({
  id: z.string().optional(),
  name: z.string(),
  quantity: z.number().int().positive().default(1),
  price: ZMinor.default(0),
});

export const ZFudyOrder = z
  .object({
    id: z.string().min(1),
    number: z.string().nullable().optional(),
    created_at: z.string().datetime({ offset: true }),
    delivery_type: z.enum(['delivery', 'takeaway', 'dine_in']),
    table: z.string().nullable().optional(),
    pickup_at: z.string().datetime({ offset: true }).nullable().optional(),
    customer: z.object({ name: z.string().nullable().optional() }).passthrough().nullable().optional(),
    comment: z.string().nullable().optional(),
    total: z.object({ amount: ZMinor, currency: z.string().length(3) }),
    items: z
      .array(
        z
          .object({
            id: z.string().optional(),
            name: z.string(),
            quantity: z.number().int().positive(),
            unit_price: ZMinor,
            total: ZMinor,
            options: z.array(ZFudyOption).default([]),
          })
          .passthrough(),
      )
      .min(1),
  })
  .passthrough();
export type TFudyOrder = z.infer<typeof ZFudyOrder>;

/** One webhook delivery: `event_id` is unique per delivery and repeats on a retry. */
export const ZFudyEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('order.created'),
    event_id: z.string().min(1),
    restaurant_id: z.string().min(1),
    order: ZFudyOrder,
  }),
  z.object({
    event: z.literal('order.cancelled'),
    event_id: z.string().min(1),
    restaurant_id: z.string().min(1),
    order_id: z.string().min(1),
    reason: z.string().nullable().optional(),
  }),
]);
export type TFudyEvent = z.infer<typeof ZFudyEvent>;
