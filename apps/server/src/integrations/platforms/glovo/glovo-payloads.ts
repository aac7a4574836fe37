import { z } from 'zod';

/**
 * Glovo's dispatched order (Partners API, docs/platforms.md §2.2): the whole order in the body. Money in
 * cents; `order_time` and `estimated_pickup_time` are local times with `utc_offset_minutes` beside
 * them. Read leniently: Glovo adds fields.
 */
const ZCents = z.number().int();

const ZGlovoAttribute = z.looseObject({
  id: z.string().min(1),
  quantity: z.number().int().min(1).default(1),
  price: ZCents.default(0),
  name: z.string().default(''),
});

const ZGlovoProduct = z.looseObject({
  id: z.string().min(1),
  purchased_product_id: z.string().nullish(),
  quantity: z.number().int().min(1),
  /** Unit price without attributes. */
  price: ZCents,
  name: z.string().default(''),
  attributes: z.array(ZGlovoAttribute).default([]),
});

export const ZGlovoOrder = z.looseObject({
  order_id: z.union([z.string().min(1), z.number().int()]).transform(String),
  store_id: z.string().min(1),
  order_time: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'order_time: YYYY-MM-DD HH:mm:ss')
    .refine((v) => !Number.isNaN(Date.parse(`${v.replace(' ', 'T')}Z`)), 'order_time is not a real time'),
  estimated_pickup_time: z.string().nullish(),
  /** Sent as a string; whole minutes within ±14 hours. */
  utc_offset_minutes: z
    .union([z.string().regex(/^[+-]?\d{1,4}$/, 'utc_offset_minutes: whole minutes'), z.number().int()])
    .transform((v) => Number(v))
    .refine((v) => Math.abs(v) <= 14 * 60, 'utc_offset_minutes: within ±14 hours'),
  payment_method: z.string().nullish(),
  currency: z.string().length(3),
  order_code: z.string().nullish(),
  allergy_info: z.string().nullish(),
  special_requirements: z.string().nullish(),
  estimated_total_price: ZCents,
  delivery_fee: ZCents.nullish(),
  /** The products after the venue's own (partner) discounts; sent only when there are some. */
  partner_discounted_products_total: ZCents.nullish(),
  customer: z.looseObject({ name: z.string().nullish() }).nullish(),
  products: z.array(ZGlovoProduct).min(1),
  delivery_address: z.looseObject({}).nullish(),
  is_picked_up_by_customer: z.boolean().nullish(),
  pick_up_code: z.string().nullish(),
});
export type TGlovoOrder = z.infer<typeof ZGlovoOrder>;

export const GLOVO_CANCEL_REASONS = [
  'PRODUCTS_NOT_AVAILABLE',
  'STORE_CAN_NOT_DELIVER',
  'PARTNER_PRINTER_ISSUE',
  'USER_ERROR',
  'ORDER_NOT_FEASIBLE',
  'OTHER',
] as const;

export const ZGlovoCancellation = z.looseObject({
  order_id: z.union([z.string().min(1), z.number().int()]).transform(String),
  store_id: z.string().min(1),
  cancel_reason: z.string().min(1),
  payment_strategy: z.string().nullish(),
});
export type TGlovoCancellation = z.infer<typeof ZGlovoCancellation>;

/** How the order reaches the customer: picked up by the customer, the store's own courier, or Glovo's. */
export type GlovoDelivery = 'takeaway' | 'marketplace' | 'glovo';

/**
 * Who delivers, as Glovo documents it (docs/platforms.md, Glovo): `is_picked_up_by_customer` is a
 * pick-up; bundled orders travel with a Glovo courier; a "marketplace" order (the store delivers) is
 * the one whose delivery fee and customer total are filled (`delivery_fee`, `total_customer_to_pay`
 * are null otherwise). `delivery_address` alone says nothing: Glovo's own example of a Glovo-courier
 * order carries one with `bundled_orders` and `delivery_fee: null`.
 */
export function glovoDeliveryOf(order: TGlovoOrder): GlovoDelivery {
  if (order.is_picked_up_by_customer) return 'takeaway';
  const raw = order as Record<string, unknown>;
  if (Array.isArray(raw['bundled_orders']) && raw['bundled_orders'].length > 0) return 'glovo';
  const filled = (v: unknown) => typeof v === 'number';
  return filled(order.delivery_fee) || filled(raw['total_customer_to_pay']) ? 'marketplace' : 'glovo';
}
