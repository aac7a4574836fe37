import type { RkeeperDeps } from './rkeeper-deps';
import {
  canRetryHandover,
  type TCheckRkResult,
  type TListedOrder,
  type TOrderAttempt,
  type TPrintOrderResult,
} from '@orderdesk/contracts';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { toListedOrderDto } from '../orders/order-mapper';
import { getScopedOrder } from '../orders/orders.service';
import { readVenueSettings } from '../venues/venue-settings.repository';
import { scopedVenue } from '../venues/venues.service';
import { listAttempts } from '../orders/order-attempts';
import { loadPosConnection } from './till/pos-connection.repository';
import { enqueueHandover } from '../orders/pos-requests';
import { rk7ClientFor } from './rk7-venue-client';

/** `checkRk`: GetSystemInfo on the venue's cash server, answered in words. */
export async function checkRk(ctx: RkeeperDeps, user: RequestUser, venueId: number): Promise<TCheckRkResult> {
  await scopedVenue(ctx.db.kysely, user, venueId);
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, venueId);
  if (!conn?.url)
    return { ok: false, version: null, message: 'No r_keeper cash server is set up for this venue' };
  try {
    const info = await rk7ClientFor(ctx, conn).getSystemInfo();
    const version = info.version ?? 'unknown version';
    const enabled = conn.isEnabled ? '' : ' (the hand-over is switched off)';
    return { ok: true, version: info.version, message: `r_keeper ${version} answered${enabled}` };
  } catch (error) {
    return { ok: false, version: null, message: (error as Error).message };
  }
}

export async function orderAttempts(
  ctx: RkeeperDeps,
  user: RequestUser,
  orderId: number,
): Promise<TOrderAttempt[]> {
  await getScopedOrder(ctx, user, orderId);
  return listAttempts(ctx.db.kysely, orderId);
}

/**
 * Retry: an INCORRECT order, or one whose hand-over failed (BAD, not in r_keeper), is validated and
 * handed over again by a job; the board sees the outcome through the hub.
 */
export async function validateOrder(ctx: RkeeperDeps, user: RequestUser, id: number): Promise<TListedOrder> {
  const order = await getScopedOrder(ctx, user, id);
  const retriable = canRetryHandover({
    statusId: order.status_id,
    stateId: order.state_id,
    isCreatedInRKeeper: order.is_created_in_rkeeper === 1,
  });
  if (!retriable) throw AppError.conflict('Only an order whose hand-over failed can be retried');
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, order.venue_id);
  if (!conn?.isEnabled)
    throw AppError.conflict('The venue hands no orders to r_keeper: switch the POS connection on first');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await enqueueHandover(ctx, trx, order.id, { byPerson: true });
    await writeAudit(trx, {
      userId: user.id,
      at: clockIso(ctx.clock),
      action: 'order.validate',
      entity: 'order',
      entityId: order.id,
      before: { statusId: order.status_id, stateId: order.state_id, posError: order.pos_error },
    });
  });
  ctx.worker.nudge();
  return toListedOrderDto(order);
}

/**
 * Print: with `isPrintOrderEnabled` and the order in r_keeper, r_keeper prints its bill (PrintBill,
 * in the attempt log); otherwise the board prints a kitchen ticket. r_keeper's refusal is a 409 in its words.
 */
export async function printOrder(
  ctx: RkeeperDeps,
  user: RequestUser,
  id: number,
): Promise<TPrintOrderResult> {
  const order = await getScopedOrder(ctx, user, id);
  const settings = await readVenueSettings(ctx.db.kysely, order.venue_id);
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, order.venue_id);
  if (
    !settings.isPrintOrderEnabled ||
    !conn?.isEnabled ||
    !order.pos_guid ||
    order.is_created_in_rkeeper !== 1
  ) {
    return { printedBy: 'browser', order: toListedOrderDto(order) };
  }
  try {
    await rk7ClientFor(ctx, conn, { orderId: order.id, debug: settings.isDebugMode }).printBill({
      guid: order.pos_guid,
      cashierCode: conn.cashierCode ?? conn.waiterCode,
      stationCode: conn.stationCode,
    });
  } catch (error) {
    throw AppError.conflict(`r_keeper did not print the bill: ${(error as Error).message}`);
  }
  await writeAudit(ctx.db.kysely, {
    userId: user.id,
    at: clockIso(ctx.clock),
    action: 'order.print',
    entity: 'order',
    entityId: order.id,
    after: { printedBy: 'pos' },
  });
  return { printedBy: 'pos', order: toListedOrderDto(order) };
}
