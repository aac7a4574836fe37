import { z } from 'zod';

/** Glovo's cents: integers, sometimes absent or null outside marketplace orders. */
const ZCents = z.number().int().nullable().optional();

const ZGlovoAttribute = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    quantity: z.number().int().default(1),
    price: z.number().int().default(0),
    name: z.string().default(''),
  })
  .passthrough();

const ZGlovoProduct = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    purchased_product_id: z.union([z.string(), z.number()]).transform(String).nullable().optional(),
    quantity: z.number().int().positive(),
    /** Unit price without attributes, cents. */
    price: z.number().int(),
    name: z.string(),
    attributes: z.array(ZGlovoAttribute).default([]),
  })
  .passthrough();

/** A local date-time as Glovo writes it: "YYYY-MM-DD HH:mm:ss" (PLATFORMS.md §2.2). */
const ZLocalTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'YYYY-MM-DD HH:mm:ss');

/**
 * Glovo's dispatched order (Partners API, PLATFORMS.md §2.2), parsed leniently: the fields we act on are
 * checked, every other field is kept as sent.
 */
export const ZGlovoOrder = z
  .object({
    order_id: z.union([z.string(), z.number()]).transform(String),
    store_id: z.union([z.string(), z.number()]).transform(String),
    order_time: ZLocalTime,
    estimated_pickup_time: ZLocalTime.nullable().optional(),
    utc_offset_minutes: z.union([z.string().regex(/^[+-]?\d+$/), z.number().int()]).transform(Number),
    payment_method: z.string().nullable().optional(),
    currency: z.string().length(3),
    order_code: z.string().nullable().optional(),
    estimated_total_price: z.number().int(),
    partner_discounted_products_total: ZCents,
    delivery_fee: ZCents,
    total_customer_to_pay: ZCents,
    customer: z.object({ name: z.string().nullable().optional() }).passthrough().nullable().optional(),
    products: z.array(ZGlovoProduct).min(1),
    pick_up_code: z.string().nullable().optional(),
    is_picked_up_by_customer: z.boolean().nullable().optional(),
    delivery_address: z.unknown().optional(),
  })
  .passthrough();
export type TGlovoOrder = z.infer<typeof ZGlovoOrder>;

/** Glovo's cancellation notification (PLATFORMS.md §2.2). */
export const ZGlovoCancellation = z
  .object({
    order_id: z.union([z.string(), z.number()]).transform(String),
    store_id: z.union([z.string(), z.number()]).transform(String),
    cancel_reason: z.string().nullable().optional(),
    payment_strategy: z.string().nullable().optional(),
  })
  .passthrough();
export type TGlovoCancellation = z.infer<typeof ZGlovoCancellation>;
