import { z } from 'zod';

/** One chosen option under a dish: how many per portion, as the platform counts it. */
export const ZTicketOption = z.object({
  name: z.string(),
  quantity: z.number().positive(),
});
export type TTicketOption = z.infer<typeof ZTicketOption>;

/** One ordered line as a cook reads it: quantity × dish, its options in the platform's order, its comment. */
export const ZTicketLine = z.object({
  name: z.string(),
  quantity: z.number().positive(),
  options: z.array(ZTicketOption),
  /** The customer's word about this line (Wolt `substitution_settings.comment`, a line comment). */
  comment: z.string().nullable(),
});
export type TTicketLine = z.infer<typeof ZTicketLine>;

/** Who takes the order to the customer: the platform's courier, the venue's own, or the customer (take-away). */
export const TICKET_COURIERS = ['platform', 'venue', 'customer'] as const;
export const ZTicketCourier = z.enum(TICKET_COURIERS);
export type TTicketCourier = z.infer<typeof ZTicketCourier>;

/**
 * The whole kitchen ticket of an order, built once on the server from the canonical order (the same lines
 * the r_keeper check gets) and shown as is by the card, the order dialog and the printed ticket.
 * Every field the platform does not give is null.
 */
export const ZOrderTicket = z.object({
  lines: z.array(ZTicketLine),
  /** The customer's note to the venue (Wolt `consumer_comment`, Glovo `special_requirements`). */
  customerNote: z.string().nullable(),
  /** Allergy remarks (Glovo `allergy_info`). */
  allergies: z.string().nullable(),
  /** Whether the customer asked for cutlery (Glovo `cutlery_requested`); null when the platform does not say. */
  cutlery: z.boolean().nullable(),
  courier: ZTicketCourier.nullable(),
  /** When the courier is expected at the venue (Wolt `pickup_eta`, Glovo `estimated_pickup_time`), ISO. */
  courierEta: z.string().nullable(),
  /** A pre-order's due time (its pick-up time), ISO; null for an order wanted now. */
  dueAt: z.string().nullable(),
});
export type TOrderTicket = z.infer<typeof ZOrderTicket>;
