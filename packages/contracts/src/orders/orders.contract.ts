import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZEntityId, ZQueryId } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZListedOrder, ZOrder, ZOrderStatusId } from './order.schema';
import { ORDER_LIST_MAX_LIMIT } from './order-list-paging';
import { REJECT_REASON_CODES } from './reject-codes';

export { ORDER_LIST_MAX_LIMIT, ORDER_LIST_NEXT_CURSOR_HEADER, orderListCursor } from './order-list-paging';
const ZOrderListCursor = z
  .string()
  // The created-at as stored (a platform's own timestamp text, compared as text like the list's order).
  .regex(/^\S{1,64}_\d{1,10}$/, 'Not a list cursor')
  .transform((v, ctx) => {
    const at = v.lastIndexOf('_');
    const id = Number(v.slice(at + 1));
    if (id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Not a list cursor' });
      return z.NEVER;
    }
    return { createdAt: v.slice(0, at), id };
  });

export const ZListOrdersQuery = z.object({
  /** Repeated in the query string: `statusId=1&statusId=2`. */
  statusId: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().pipe(ZOrderStatusId)),
  ),
  venueId: ZQueryId.optional(),
  isAsc: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** Orders per page, at most 500 (the default). */
  limit: z.coerce.number().int().min(1).max(ORDER_LIST_MAX_LIMIT).optional(),
  /** The next page: the orders after this one in the list's order (from `x-next-cursor`). */
  cursor: ZOrderListCursor.optional(),
});
export type TListOrdersQuery = z.infer<typeof ZListOrdersQuery>;

export const listOrdersContract = defineContract({
  method: 'GET',
  path: '/api/orders',
  summary:
    'Orders of one venue in the given statuses, a page at a time: `x-next-cursor` names the next page when there is one. Without the platform payload (`woltOrder`, …): `GET /api/orders/{id}` carries it',
  tags: ['orders'],
  access: Permission.ORDERS_READ,
  query: ZListOrdersQuery,
  response: z.array(ZListedOrder),
});

export const ZOrderIdParams = z.object({ id: ZQueryId });

export const getOrderContract = defineContract({
  method: 'GET',
  path: '/api/orders/:id',
  summary: 'One order',
  tags: ['orders'],
  access: Permission.ORDERS_READ,
  params: ZOrderIdParams,
  response: ZOrder,
});

export const ZAcceptOrderRequest = z.object({
  id: ZEntityId,
  isForce: z.boolean().optional().default(false),
  cookingTimeInMinutes: z.number().int().min(1, 'Cooking time must be at least 1 minute').max(240),
});
export type TAcceptOrderRequest = z.input<typeof ZAcceptOrderRequest>;

export const acceptOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/accept',
  summary: 'Accept an incoming order with a cooking time; tells the platform',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZAcceptOrderRequest,
  response: ZListedOrder,
});

export const ZReadyOrderRequest = z.object({ id: ZEntityId });
export type TReadyOrderRequest = z.input<typeof ZReadyOrderRequest>;

export const readyOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/ready',
  summary: 'Mark an order in production as ready; tells the platform',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZReadyOrderRequest,
  response: ZListedOrder,
});

export const ZPickedUpOrderRequest = z.object({
  id: ZEntityId,
  /** Allows the pick-up of an order whose hand-over to the POS failed. */
  isForce: z.boolean().optional().default(false),
});
export type TPickedUpOrderRequest = z.input<typeof ZPickedUpOrderRequest>;

export const pickedUpOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/picked-up',
  summary: 'Mark a ready order as picked up; tells the platform for takeaway orders',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZPickedUpOrderRequest,
  response: ZListedOrder,
});

export const REJECT_REASON_MAX_LENGTH = 500;

/** A reason is enough: the picked one (its text goes to the platform) or a written one, or both. */
const ZRejectReason = {
  reason: z
    .string()
    .trim()
    .max(REJECT_REASON_MAX_LENGTH, `The reason may be at most ${REJECT_REASON_MAX_LENGTH} characters`)
    .optional(),
  /** The picked reason (REJECT_REASON_CODES); Wolt hears it as its own code, the others as text. */
  code: z.enum(REJECT_REASON_CODES).optional(),
};
const needsAReason = (request: { reason?: string | undefined; code?: string | undefined }) =>
  Boolean(request.reason) || request.code !== undefined;
const NEEDS_A_REASON = { message: 'Pick a reason or write one', path: ['reason'] };

export const ZRejectOrderRequest = z
  .object({ id: ZEntityId, ...ZRejectReason })
  .refine(needsAReason, NEEDS_A_REASON);
export type TRejectOrderRequest = z.input<typeof ZRejectOrderRequest>;

export const rejectOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/reject',
  summary: 'Reject an incoming order with a reason; tells the platform',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZRejectOrderRequest,
  response: ZListedOrder,
});

export const ZValidateOrderRequest = z.object({ id: ZEntityId });

/** Retry: runs the validation and the hand-over to r_keeper again (state BAD, or INCORRECT). */
export const validateOrderContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/validate',
  summary: 'Retry the validation and the hand-over to the POS of an order that failed them',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZValidateOrderRequest,
  response: ZListedOrder,
});

/** Force on Incoming: the cooking time agreed, as on Accept (the venue's default when left out). */
export const ZForceProductionRequest = z.object({
  id: ZEntityId,
  cookingTimeInMinutes: ZAcceptOrderRequest.shape.cookingTimeInMinutes.optional(),
});
export type TForceProductionRequest = z.input<typeof ZForceProductionRequest>;

/** Force-reject: the reason is told to the platform where it takes one (a generic one when none is given). */
export const ZForceRejectRequest = z.object({ id: ZEntityId, ...ZRejectReason });
export type TForceRejectRequest = z.input<typeof ZForceRejectRequest>;

/** Force on Incoming: an order whose hand-over failed goes into production without the POS. */
export const forceProductionContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/force-production',
  summary: 'Put an incoming order whose hand-over failed into production without the POS; tells the platform',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZForceProductionRequest,
  response: ZListedOrder,
});

/** The danger-style Reject: rejected here, the platform told where it can be. */
export const forceRejectContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/force-reject',
  summary:
    'Reject an order whose hand-over failed, or an incorrect one; the platform is told where it can be',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZForceRejectRequest,
  response: ZListedOrder,
});

export const ZCookingTimeRequest = z.object({
  id: ZEntityId,
  cookingTimeInMinutes: z.number().int().min(1, 'Cooking time must be at least 1 minute').max(240),
});
export type TCookingTimeRequest = z.input<typeof ZCookingTimeRequest>;

/** Edit on Pre-order and Delayed: a new cooking time moves the time the order is released. */
export const cookingTimeContract = defineContract({
  method: 'PATCH',
  path: '/api/orders/cooking-time',
  summary: 'Change the cooking time of a pre-order or delayed order; moves its release',
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZCookingTimeRequest,
  response: ZListedOrder,
});

export const ZPrintOrderRequest = z.object({ id: ZEntityId });
export const ZPrintOrderResult = z.object({
  /** `pos`: r_keeper printed the bill; `browser`: the board prints a kitchen ticket itself. */
  printedBy: z.enum(['pos', 'browser']),
  order: ZListedOrder,
});
export type TPrintOrderResult = z.infer<typeof ZPrintOrderResult>;

/** Print: r_keeper's PrintBill when the venue prints through the POS, else a kitchen ticket in the browser. */
export const printOrderContract = defineContract({
  method: 'POST',
  path: '/api/Orders/Print',
  summary: "Print an order: r_keeper's bill when the venue prints through the POS, else a browser ticket",
  tags: ['orders'],
  access: Permission.ORDERS_ACT,
  body: ZPrintOrderRequest,
  response: ZPrintOrderResult,
});
