import { z } from 'zod';

/**
 * Bolt Food's webhook bodies are partner-gated (docs/platforms.md §3: not published). Every
 * field name we assume lives here and in `bolt-order-mapper.ts`, so a partner schema corrects one place.
 * Parsing is lenient: ids may be numbers or strings, extra fields are kept as sent.
 * Assumed: `order_id` (or `id`), `provider_id` (the store, our connection's externalId),
 * `total_order_price` {`value` major units, `currency`} — the one field the spec names.
 */
const ZId = z.union([z.string().min(1), z.number()]).transform(String);

/** A Bolt price: `{ value, currency }`, `value` in major units (docs/product.md §9: Bolt amounts used as given). */
const ZBoltPrice = z
  .object({
    value: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number),
    currency: z.string().optional(),
  })
  .passthrough();

const ZBoltOption = z
  .object({ name: z.string(), quantity: z.number().optional(), price: ZBoltPrice.optional() })
  .passthrough();

const ZBoltItem = z
  .object({
    id: ZId.optional(),
    name: z.string(),
    quantity: z.number().positive(),
    unit_price: ZBoltPrice.optional(),
    total_price: ZBoltPrice.optional(),
    options: z.array(ZBoltOption).optional(),
    modifiers: z.array(ZBoltOption).optional(),
  })
  .passthrough();

export const ZBoltOrder = z
  .object({
    order_id: ZId.optional(),
    id: ZId.optional(),
    provider_id: ZId,
    order_reference_id: z.union([z.string(), z.number()]).transform(String).nullable().optional(),
    order_number: z.union([z.string(), z.number()]).transform(String).nullable().optional(),
    total_order_price: ZBoltPrice,
    delivery_type: z.string().nullable().optional(),
    customer: z.object({ name: z.string().nullable().optional() }).passthrough().nullable().optional(),
    customer_name: z.string().nullable().optional(),
    items: z.array(ZBoltItem).min(1),
    created: z.union([z.number(), z.string()]).optional(),
    created_at: z.union([z.number(), z.string()]).optional(),
    status: z.string().nullable().optional(),
  })
  .passthrough()
  .refine((o) => (o.order_id ?? o.id) !== undefined, { message: 'order_id is required', path: ['order_id'] });
export type TBoltOrder = z.infer<typeof ZBoltOrder>;

/** `sendCancelOrder` and `sendOrderUpdate`: the order named, what happened, optionally why. */
export const ZBoltOrderEvent = z
  .object({
    order_id: ZId.optional(),
    id: ZId.optional(),
    provider_id: ZId,
    status: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    cancel_reason: z.string().nullable().optional(),
  })
  .passthrough()
  .refine((o) => (o.order_id ?? o.id) !== undefined, { message: 'order_id is required', path: ['order_id'] });
export type TBoltOrderEvent = z.infer<typeof ZBoltOrderEvent>;
