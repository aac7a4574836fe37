import type { OrderDeps } from './order-deps';
import { clockIso } from '../../clock';
import { toListedOrderDto, type OrderRow } from './order-mapper';
import { updateOrder, type OrderFieldChanges } from './orders.repository';

/**
 * The one way an order reaches its venue's boards: after the commit that changed it, with its version,
 * so a board that already shows a newer version of the card drops a push that arrives late.
 */
export function publishOrderRows(ctx: Pick<OrderDeps, 'hub'>, rows: readonly OrderRow[]): void {
  // An order no board can receive is not made into a push (most of a push's cost is building it).
  for (const row of rows) if (ctx.hub.reaches(row.venue_id)) ctx.hub.publishOrder(toListedOrderDto(row));
}

/**
 * Changes an order's fields other than status and state (the POS check's ids, an error to show) in a
 * small write of its own, then publishes the order.
 */
export async function updateAndPublishOrder(
  ctx: Pick<OrderDeps, 'hub' | 'groupCommit' | 'clock'>,
  orderId: number,
  changes: OrderFieldChanges,
): Promise<OrderRow | undefined> {
  // A write of its own (one statement where the roll-ups are not touched; updateOrder opens the
  // transaction it needs otherwise); on SQLite it joins the group commit of the moment.
  const row = await ctx.groupCommit.write((db) => updateOrder(db, orderId, changes, clockIso(ctx.clock)));
  if (row) publishOrderRows(ctx, [row]);
  return row;
}
