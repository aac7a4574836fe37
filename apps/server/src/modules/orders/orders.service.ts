import {
  OrderState,
  OrderStatus,
  type TAcceptOrderRequest,
  type TListOrdersQuery,
  type TOrder,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { findVenue } from '../venues/venues.repository';
import { canAccessVenue } from '../venues/venue-scope';
import { toOrderDto, type OrderRow } from './order-mapper';
import { findOrder, listVenueOrders, updateOrder } from './orders.repository';
import { PLATFORM_ACCEPT_JOB } from './platform-accept.job';

export async function listOrders(
  ctx: AppContext,
  user: RequestUser,
  query: TListOrdersQuery,
): Promise<TOrder[]> {
  const venueId = query.venueId ?? user.venueId;
  if (venueId === undefined || venueId === null) throw AppError.badRequest('venueId is required', 'venueId');
  if (!(await canAccessVenue(ctx.db.kysely, user, venueId))) throw AppError.notFound('Venue');
  const rows = await listVenueOrders(ctx.db.kysely, venueId, query.statusId, query.isAsc);
  return rows.map(toOrderDto);
}

/** An order the caller may see; one outside their venues is reported as not found. */
export async function getScopedOrder(ctx: AppContext, user: RequestUser, id: number): Promise<OrderRow> {
  const row = await findOrder(ctx.db.kysely, id);
  if (!row || !(await canAccessVenue(ctx.db.kysely, user, row.venue_id))) throw AppError.notFound('Order');
  return row;
}

/**
 * Accept: RECEIVED → PRODUCTION with a cooking time. The platform is told through a durable job
 * enqueued in the same transaction, so an accepted order always reaches the platform.
 */
export async function acceptOrder(
  ctx: AppContext,
  user: RequestUser,
  request: Required<Pick<TAcceptOrderRequest, 'id' | 'cookingTimeInMinutes'>> & { isForce: boolean },
): Promise<TOrder> {
  const order = await getScopedOrder(ctx, user, request.id);
  const venue = await findVenue(ctx.db.kysely, order.venue_id);
  if (!venue) throw AppError.notFound('Venue');
  if (order.status_id !== OrderStatus.RECEIVED) {
    throw AppError.conflict('Only an incoming order can be accepted');
  }
  if (order.state_id === OrderState.BAD && !request.isForce) {
    throw AppError.conflict('The hand-over to the POS failed: retry, force or reject the order');
  }
  if (venue.is_online !== 1 && !request.isForce) {
    throw AppError.conflict('The venue is offline: open it before accepting orders');
  }
  if (request.cookingTimeInMinutes > venue.max_cooking_time_minutes) {
    throw AppError.badRequest(
      `Cooking time may not exceed ${venue.max_cooking_time_minutes} minutes`,
      'cookingTimeInMinutes',
    );
  }

  const now = nowIso();
  const updated = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await updateOrder(trx, order.id, {
      status_id: OrderStatus.PRODUCTION,
      adjusted_time_minutes: request.cookingTimeInMinutes,
      accepted_at: now,
      updated_at: now,
    });
    await ctx.enqueue(trx, PLATFORM_ACCEPT_JOB, { orderId: order.id });
    await trx
      .insertInto('audit_log')
      .values({
        user_id: user.id,
        action: 'order.accept',
        entity: 'order',
        entity_id: String(order.id),
        before_json: JSON.stringify({ statusId: order.status_id }),
        after_json: JSON.stringify({
          statusId: OrderStatus.PRODUCTION,
          cookingTimeInMinutes: request.cookingTimeInMinutes,
        }),
        created_at: now,
      })
      .execute();
    return row;
  });
  if (!updated) throw AppError.notFound('Order');
  const dto = toOrderDto(updated);
  ctx.hub.publishOrder(dto);
  ctx.worker.nudge();
  return dto;
}
