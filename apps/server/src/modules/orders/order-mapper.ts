import {
  ORDER_STATUS_NAMES,
  providerOrderKeyOf,
  type TListedOrder,
  type TOrder,
  type TOrderStatus,
} from '@orderdesk/contracts';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import { ticketJsonOf } from './order-ticket';

export type OrderRow = Selectable<OrdersTable>;
/** An order with its platform's payload (JSON text, kept in `order_payloads`), for those who read it. */
export type OrderWithPayload = OrderRow & { platform_payload: string };

/** The columns a listed order is made of: every one the board reads, not the platform's payload. */
export const LISTED_ORDER_COLUMNS = [
  'id',
  'venue_id',
  'platform',
  'platform_order_id',
  'order_number',
  'status_id',
  'state_id',
  'is_created_in_rkeeper',
  'pos_guid',
  'pos_visit_id',
  'pos_order_number',
  'version',
  'pos_error',
  'pos_attempts',
  'pos_retry_at',
  'pos_problems',
  'adjusted_time_minutes',
  'accepted_at',
  'delayed_until',
  'pos_voided_at',
  'ended_by',
  'ended_from_status',
  'customer_name',
  'delivery_type',
  'amount',
  'currency',
  'items',
  'ticket',
  'pickup_at',
  'platform_error',
  'platform_failed_action',
  'reject_reason',
  'reject_code',
  'ready_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof OrdersTable)[];
export type ListedOrderRow = Pick<OrderRow, (typeof LISTED_ORDER_COLUMNS)[number]>;

/** Our stored order as the list carries it: the canonical figures and the ticket, without the platform's payload. */
export function toListedOrderDto(row: ListedOrderRow): TListedOrder {
  const statusId = row.status_id as TOrderStatus;
  return {
    id: row.id,
    venueId: row.venue_id,
    platform: row.platform as TOrder['platform'],
    platformOrderId: row.platform_order_id,
    orderNumber: row.order_number,
    statusId,
    status: { id: statusId, name: ORDER_STATUS_NAMES[statusId] },
    stateId: row.state_id as TOrder['stateId'],
    isCreatedInRKeeper: row.is_created_in_rkeeper === 1,
    rkeeperGuid: row.pos_guid ?? null,
    rkeeperVisitId: row.pos_visit_id ?? null,
    rkeeperOrderNumber: row.pos_order_number ?? null,
    version: row.version,
    posError: row.pos_error ?? null,
    posAttempts: row.pos_attempts,
    posRetryAt: row.pos_retry_at ?? null,
    posProblems: row.pos_problems ? (JSON.parse(row.pos_problems) as string[]) : [],
    adjustedTimeInMinutes: row.adjusted_time_minutes,
    acceptedAt: row.accepted_at ?? null,
    delayedUntil: row.delayed_until ?? null,
    posVoidedAt: row.pos_voided_at ?? null,
    endedBy: row.ended_by ?? null,
    endedFromStatusId: (row.ended_from_status ?? null) as TOrderStatus | null,
    customerName: row.customer_name,
    deliveryType: row.delivery_type,
    amount: row.amount,
    currency: row.currency,
    items: JSON.parse(row.items) as TOrder['items'],
    ticket: JSON.parse(ticketJsonOf(row)) as NonNullable<TOrder['ticket']>,
    platformError: row.platform_error,
    platformFailedAction: row.platform_failed_action ?? null,
    rejectReason: row.reject_reason ?? null,
    rejectCode: row.reject_code ?? null,
    readyBy: row.ready_by === 'pos-kds' ? 'pos-kds' : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Our stored order as one order's answer carries it: the listed order, and the platform's payload
 * (`order_payloads`) beside it once, as the specification's provider part (`woltOrder`, `glovoOrder`, …).
 */
export function toOrderDto(row: OrderRow, platformPayload: string | undefined): TOrder {
  const payload = platformPayload ? (JSON.parse(platformPayload) as Record<string, unknown> | null) : null;
  const providerKey = providerOrderKeyOf(row.platform);
  return { ...toListedOrderDto(row), ...(providerKey && payload ? { [providerKey]: payload } : {}) };
}

/** Stand in for the items and the ticket while the rest of an order is written by JSON.stringify. */
const ITEMS_MARK = '[{"\\u0000items":0}]';
const TICKET_MARK = '{"\\u0000ticket":0}';

/**
 * `mark` replaced by `value` where JSON.stringify wrote it: a mark can only appear there, since any
 * text value is written quoted with its `"` escaped.
 */
function splice(json: string, mark: string, value: string): string {
  const at = json.indexOf(mark);
  return at < 0 ? json : json.slice(0, at) + value + json.slice(at + mark.length);
}

/**
 * The orders as the JSON text of `rows.map(toListedOrderDto)`, each item list and ticket spliced in as
 * stored (both were written by JSON.stringify) instead of parsed and written again.
 */
export function toOrderListJson(rows: ListedOrderRow[]): string {
  const parts = rows.map((row) => {
    const marked = { ...row, items: ITEMS_MARK, ticket: TICKET_MARK };
    const withItems = splice(JSON.stringify(toListedOrderDto(marked)), ITEMS_MARK, row.items);
    return splice(withItems, TICKET_MARK, ticketJsonOf(row));
  });
  return `[${parts.join(',')}]`;
}
