import { ORDER_STATUS_NAMES, type TOrder, type TOrderStatus } from '@orderdesk/contracts';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;

/** Our stored order as the API and the hub carry it, with the platform's payload beside it. */
export function toOrderDto(row: OrderRow): TOrder {
  const statusId = row.status_id as TOrderStatus;
  const payload = JSON.parse(row.platform_payload) as Record<string, unknown>;
  const platform = row.platform as TOrder['platform'];
  return {
    id: row.id,
    venueId: row.venue_id,
    platform,
    platformOrderId: row.platform_order_id,
    orderNumber: row.order_number,
    statusId,
    status: { id: statusId, name: ORDER_STATUS_NAMES[statusId] },
    stateId: row.state_id as TOrder['stateId'],
    isCreatedInRKeeper: row.is_created_in_rkeeper === 1,
    rkeeperGuid: row.pos_guid ?? null,
    rkeeperVisitId: row.pos_visit_id ?? null,
    rkeeperOrderNumber: row.pos_order_number ?? null,
    posError: row.pos_error ?? null,
    posProblems: row.pos_problems ? (JSON.parse(row.pos_problems) as string[]) : [],
    adjustedTimeInMinutes: row.adjusted_time_minutes,
    delayedUntil: row.delayed_until ?? null,
    posVoidedAt: row.pos_voided_at ?? null,
    customerName: row.customer_name,
    deliveryType: row.delivery_type,
    amount: row.amount,
    currency: row.currency,
    items: JSON.parse(row.items) as TOrder['items'],
    platformError: row.platform_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    woltOrder: platform === 'wolt' ? payload : null,
    boltOrder: platform === 'bolt' ? payload : null,
    glovoOrder: platform === 'glovo' ? payload : null,
  };
}

/** Stands in for the platform payload while the rest of an order is written by JSON.stringify. */
const PAYLOAD_MARK = '{"\\u0000payload":0}';

/**
 * The orders as the JSON text of `rows.map(toOrderDto)`, each platform payload spliced in as stored
 * (it was written by JSON.stringify) instead of parsed and written again: most of a list's bytes.
 */
export function toOrderListJson(rows: OrderRow[]): string {
  const parts = rows.map((row) =>
    JSON.stringify(toOrderDto({ ...row, platform_payload: PAYLOAD_MARK })).replaceAll(
      PAYLOAD_MARK,
      () => row.platform_payload,
    ),
  );
  return `[${parts.join(',')}]`;
}
