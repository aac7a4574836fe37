import {
  OrderState,
  OrderStatus,
  type TCheckRkResult,
  type TOrder,
  type TOrderAttempt,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { toOrderDto } from '../orders/order-mapper';
import { getScopedOrder } from '../orders/orders.service';
import { scopedVenue } from '../venues/venues.service';
import { listAttempts } from './order-attempts';
import { loadPosConnection } from './pos-connection.repository';
import { enqueueHandover } from './pos-handover.job';
import { rk7ClientFor } from './rk7-venue-client';

/** `checkRk`: GetSystemInfo on the venue's cash server, answered in words. */
export async function checkRk(ctx: AppContext, user: RequestUser, venueId: number): Promise<TCheckRkResult> {
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
  ctx: AppContext,
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
export async function validateOrder(ctx: AppContext, user: RequestUser, id: number): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, id);
  const retriable =
    order.status_id === OrderStatus.INCORRECT ||
    (order.state_id === OrderState.BAD && order.is_created_in_rkeeper !== 1);
  if (!retriable) throw AppError.conflict('Only an order whose hand-over failed can be retried');
  const conn = await loadPosConnection(ctx.db.kysely, ctx.secrets, order.venue_id);
  if (!conn?.isEnabled)
    throw AppError.conflict('The venue hands no orders to r_keeper: switch the POS connection on first');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await enqueueHandover(ctx, trx, order.id);
    await writeAudit(trx, {
      userId: user.id,
      action: 'order.validate',
      entity: 'order',
      entityId: order.id,
      before: { statusId: order.status_id, stateId: order.state_id, posError: order.pos_error },
    });
  });
  ctx.worker.nudge();
  return toOrderDto(order);
}
