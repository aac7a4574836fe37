import { z } from 'zod';
import { ORDER_STATUS_VALUES, OrderState } from './order-status';
import { ZOrderTicket } from './order-ticket';

export const ZOrderStatusId = z.union(ORDER_STATUS_VALUES.map((v) => z.literal(v)));

/** The platform's own payload is passed through as the platform sent it. */
const ZPlatformPayload = z.record(z.string(), z.unknown());

/**
 * The specification's provider part of an order (§3): the platform's order as it sent it, under its
 * platform's name. An order carries its own platform's key only, so the payload travels once.
 */
export const PROVIDER_ORDER_KEYS = {
  wolt: 'woltOrder',
  glovo: 'glovoOrder',
  bolt: 'boltOrder',
  fudy: 'fudyOrder',
} as const;
export type TProviderOrderKey = (typeof PROVIDER_ORDER_KEYS)[keyof typeof PROVIDER_ORDER_KEYS];

/** The provider part's key of a platform; null for a platform the specification names none for. */
export function providerOrderKeyOf(platform: string): TProviderOrderKey | null {
  return PROVIDER_ORDER_KEYS[platform as keyof typeof PROVIDER_ORDER_KEYS] ?? null;
}

export const ZOrderItem = z.object({
  name: z.string(),
  count: z.number(),
  /** Line total in minor units. */
  total: z.number().int(),
  options: z.array(z.string()),
});

export const ZOrder = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  platform: z.enum(['wolt', 'bolt', 'fudy', 'glovo']),
  platformOrderId: z.string(),
  orderNumber: z.string().nullable(),
  statusId: ZOrderStatusId,
  status: z.object({ id: ZOrderStatusId, name: z.string() }),
  stateId: z.union([z.literal(OrderState.GOOD), z.literal(OrderState.BAD)]),
  isCreatedInRKeeper: z.boolean(),
  /** The r_keeper check this order became: its guid, visit and order number. */
  rkeeperGuid: z.string().nullable(),
  rkeeperVisitId: z.string().nullable(),
  rkeeperOrderNumber: z.string().nullable(),
  /** Raised by every change of the order: a board drops a push older than the card it shows. */
  version: z.number().int().optional(),
  /** Why the hand-over failed (state BAD), in r_keeper's own words. */
  posError: z.string().nullable(),
  /** Hand-over tries so far while it fails, and when the next one runs (null: no retry planned). */
  posAttempts: z.number().int().optional(),
  posRetryAt: z.string().nullable().optional(),
  /** What made the order INCORRECT: items and options that map to no sellable r_keeper dish. */
  posProblems: z.array(z.string()),
  /** Minutes of cooking time agreed at accept; null before. */
  adjustedTimeInMinutes: z.number().int().nullable(),
  /** When the kitchen started (accept, or the end of a delay): with the cooking time, the ready-by time. */
  acceptedAt: z.string().nullable().optional(),
  /** A DELAYED order (`delayOrderSaving`): when it is saved to the POS and goes into production. */
  delayedUntil: z.string().nullable().optional(),
  /** When the order's r_keeper check was voided or returned after a cancellation or refund. */
  posVoidedAt: z.string().nullable().optional(),
  /**
   * Who ended the order (Rejected or Refunded): `platform`, its cancellation or refund, or `venue`,
   * rejected here; null while it runs (and for orders that ended before this was kept).
   */
  endedBy: z.enum(['platform', 'venue']).nullable().optional(),
  /** The status the order had when it ended: an accepted one rings the board's cancellation alarm. */
  endedFromStatusId: ZOrderStatusId.nullable().optional(),
  customerName: z.string().nullable(),
  deliveryType: z.string().nullable(),
  /** Order total in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  items: z.array(ZOrderItem),
  /** The kitchen ticket: every line with its options, the notes, the courier and a pre-order's due time. */
  ticket: ZOrderTicket,
  /** Last failed platform call for this order, kept visible until a later call succeeds. */
  platformError: z.string().nullable(),
  /** The platform call that failed (`accept`, `ready`, …): Send again repeats it. */
  platformFailedAction: z.string().nullable().optional(),
  /** Why the venue rejected the order: the text the platform was told, and the reason picked (REJECT_REASON_CODES). */
  rejectReason: z.string().nullable().optional(),
  rejectCode: z.string().nullable().optional(),
  /** `pos-kds` when r_keeper's kitchen display made the order Ready (every dish marked ready); null otherwise. */
  readyBy: z.enum(['pos-kds']).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The provider part (PROVIDER_ORDER_KEYS): the platform's order as it sent it, beside our reading of
   * it, under its own platform's key only (a Glovo order's `glovoOrder.partner_discounted_products_total`).
   * Every figure above (`amount`, `items`) comes from the canonical order, never from this.
   */
  woltOrder: ZPlatformPayload.optional(),
  glovoOrder: ZPlatformPayload.optional(),
  boltOrder: ZPlatformPayload.optional(),
  fudyOrder: ZPlatformPayload.optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * An order as the list carries it: everything a board's cards, kitchen tickets, printouts and dialogs
 * read, without the provider part. The platform's payload is most of an order's bytes (a megabyte of a
 * 500-order board) and no screen reads it; the hub's pushes and the answers to an order's actions
 * carry this form too, and only `GET /api/orders/{id}` carries the provider part.
 */
export const ZListedOrder = ZOrder.omit({
  woltOrder: true,
  glovoOrder: true,
  boltOrder: true,
  fudyOrder: true,
});
export type TListedOrder = z.infer<typeof ZListedOrder>;
