import { z } from 'zod';

/** The "ping" Wolt posts to the webhook; the order itself is fetched afterwards. */
export const ZWoltNotification = z.object({
  id: z.string().min(1),
  type: z.string(),
  order: z.object({
    id: z.string().min(1),
    venue_id: z.string().min(1),
    status: z.string(),
    resource_url: z.string().optional(),
  }),
  created_at: z.string().optional(),
});
export type TWoltNotification = z.infer<typeof ZWoltNotification>;

const ZMoney = z.object({ amount: z.number(), currency: z.string() });

/** OrderV2, read leniently: Wolt adds fields and enum values without notice. */
export const ZWoltOrder = z.looseObject({
  id: z.string(),
  order_number: z.union([z.string(), z.number()]).nullish(),
  consumer_name: z.string().nullish(),
  type: z.string().nullish(),
  created_at: z.string().nullish(),
  order_status: z.string().nullish(),
  basket_price: z.looseObject({ total: ZMoney }).nullish(),
  price: ZMoney.nullish(),
  delivery: z.looseObject({ type: z.string().nullish() }).nullish(),
  items: z
    .array(
      z.looseObject({
        name: z.string(),
        count: z.number(),
        item_price: z.looseObject({ total: ZMoney.nullish() }).nullish(),
        total_price: ZMoney.nullish(),
        options: z
          .array(z.looseObject({ name: z.string().nullish(), value: z.string().nullish() }))
          .nullish(),
      }),
    )
    .default([]),
});
export type TWoltOrder = z.infer<typeof ZWoltOrder>;
