import { ORDER_LIST_MAX_LIMIT, orderListCursor, type TListOrdersQuery } from '@orderdesk/contracts';
import type { OrdersModuleDeps } from './orders-module-deps';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { canAccessVenue } from '../venues/venue-scope';
import type { CachedOrderList, OrderListCache } from './order-list-cache';
import { readOrderListRevision } from './order-list-revision';
import { toOrderListJson } from './order-mapper';
import { listVenueOrders } from './orders.repository';

/**
 * A page of a venue's orders in the given statuses, from `cache` while the venue's order list
 * revision is the one it was built at (read before the rows, see OrderListCache). One row more than
 * the page is read to know whether another page follows; its cursor is then the page's last order.
 */
export async function listOrderPage(
  ctx: OrdersModuleDeps,
  cache: OrderListCache,
  user: RequestUser,
  query: TListOrdersQuery,
): Promise<CachedOrderList> {
  const venueId = query.venueId ?? user.venueId;
  if (venueId === undefined || venueId === null) throw AppError.badRequest('venueId is required', 'venueId');
  if (!(await canAccessVenue(ctx.db.kysely, user, venueId))) throw AppError.notFound('Venue');
  const revision = await readOrderListRevision(ctx.db.kysely, venueId);
  const statusIds = [...new Set(query.statusId)].sort((a, b) => a - b);
  const limit = query.limit ?? ORDER_LIST_MAX_LIMIT;
  const after = query.cursor;
  const key = [
    venueId,
    statusIds.join(','),
    query.isAsc ? 'asc' : 'desc',
    limit,
    after ? `${after.createdAt}_${after.id}` : '',
  ].join('|');
  return cache.get(key, revision, async () => {
    const rows = await listVenueOrders(ctx.db.kysely, venueId, statusIds, query.isAsc, {
      limit: limit + 1,
      ...(after ? { after } : {}),
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      body: Buffer.from(toOrderListJson(page), 'utf8'),
      nextCursor:
        rows.length > limit && last ? orderListCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  });
}
