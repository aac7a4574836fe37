import { publishOrderRows } from '../orders/order-events';
import type { RkeeperDeps } from './rkeeper-deps';
import { OrderStatus } from '@orderdesk/contracts';
import { clockIso } from '../../clock';
import { claimOrderVoid, findOrder, releaseOrderVoid, updateOrder } from '../orders/orders.repository';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { hadPosCall } from '../orders/order-attempts';
import { loadPosConnection } from './till/pos-connection.repository';
import { checkMarkOf, findLostCheck } from './pos-check-mark';
import { rk7ClientFor } from './rk7-venue-client';

export type VoidOutcome = 'voided' | 'returned' | 'kept' | 'nothing-to-do' | 'skipped';

/**
 * Takes a cancelled or refunded order back out of r_keeper so the till stays true: on an unpaid
 * check, dishes not yet printed are removed and printed ones voided with the venue's void reason
 * (modifiers go with their dish); a paid one is returned (`MakeRetunGoods`). Never twice: the check
 * is read first, and one with no dish left standing needs no call, which also covers a void whose
 * answer was lost. An order that never reached r_keeper needs nothing. A cancellation the platform
 * pays the venue for all the same (Glovo PAY_PRODUCTS) keeps its check: the products are sold, and the
 * check stays standing with its prepayment for the till to close like any prepaid order.
 */
export async function runVoid(ctx: RkeeperDeps, orderId: number): Promise<VoidOutcome> {
  const order = await findOrder(ctx.db.kysely, orderId);
  if (!order || order.pos_voided_at) return 'skipped';
  if (order.status_id !== OrderStatus.REJECTED && order.status_id !== OrderStatus.REFUNDED) return 'skipped';
  if (order.status_id === OrderStatus.REJECTED && order.cancel_products_paid === 1) return 'kept';
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, order.venue_id);
  if (!conn?.isEnabled) return 'skipped';
  const settings = await readVenueSettings(ctx.db.kysely, order.venue_id);
  const client = rk7ClientFor(ctx, conn, { orderId, debug: settings.isDebugMode });

  let guid = order.pos_guid;
  // A CreateOrder whose answer was lost may still have made a check: look for it by its mark.
  if (!guid && (await hadPosCall(ctx.db.kysely, orderId, 'CreateOrder'))) {
    guid = await findLostCheck(client, checkMarkOf(order));
  }
  // Left unmarked: a hand-over still under way voids its check itself when it finds the order ended.
  if (!guid) return 'nothing-to-do';

  const check = await client.getOrder(guid);
  let outcome: VoidOutcome = 'nothing-to-do';
  // An empty check of an order not yet written whole: the hand-over under way voids it itself.
  if (check.dishes.length === 0 && order.is_created_in_rkeeper !== 1) return 'nothing-to-do';
  const now = clockIso(ctx.clock);
  // Whoever asks (the void job after a reject, a hand-over that found its order ended), the check is
  // voided once: the first to mark the order takes the void; anyone later finds it marked.
  if (!(await claimOrderVoid(ctx.db.kysely, orderId, now))) return 'skipped';
  try {
    outcome = await voidCheck(client, conn, guid, check);
  } catch (error) {
    await releaseOrderVoid(ctx.db.kysely, orderId, now);
    throw error;
  }
  const row = await updateOrder(ctx.db.kysely, orderId, { pos_voided_at: now, pos_guid: guid }, now);
  if (row) publishOrderRows(ctx, [row]);
  return outcome;
}

async function voidCheck(
  client: ReturnType<typeof rk7ClientFor>,
  conn: NonNullable<Awaited<ReturnType<typeof loadPosConnection>>>,
  guid: string,
  check: Awaited<ReturnType<ReturnType<typeof rk7ClientFor>['getOrder']>>,
): Promise<VoidOutcome> {
  let outcome: VoidOutcome = 'nothing-to-do';
  if (check.dishes.length > 0) {
    if (check.paid) {
      await client.returnOrder({
        guid,
        cashierCode: conn.cashierCode ?? conn.waiterCode,
        stationCode: conn.stationCode,
      });
      outcome = 'returned';
    } else {
      await client.voidOrder({
        guid,
        stationCode: conn.stationCode,
        creatorCode: conn.waiterCode,
        reasonCode: conn.voidReasonCode,
        sessions: check.sessions,
      });
      outcome = 'voided';
    }
  }
  return outcome;
}
