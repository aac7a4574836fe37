import type { FastifyInstance } from 'fastify';
import {
  acceptOrderContract,
  cookingTimeContract,
  forceProductionContract,
  forceRejectContract,
  getOrderContract,
  listOrdersContract,
  ORDER_LIST_NEXT_CURSOR_HEADER,
  pickedUpOrderContract,
  readyOrderContract,
  rejectOrderContract,
  resendOrderContract,
} from '@orderdesk/contracts';
import { negotiate } from '@fastify/accept-negotiator';
import type { OrdersModuleDeps } from './orders-module-deps';
import { PreSerializedJson, registerContract } from '../../http/register-contract';
import { toOrderDto } from './order-mapper';
import { platformPayloadOf } from './orders.repository';
import { resendPlatformCall } from './order-resend';
import { OrderListCache } from './order-list-cache';
import { listOrderPage } from './order-list';
import {
  acceptOrder,
  changeCookingTime,
  forceProduction,
  forceReject,
  getScopedOrder,
  markOrderPickedUp,
  markOrderReady,
  rejectOrder,
} from './orders.service';

export function registerOrderRoutes(app: FastifyInstance, ctx: OrdersModuleDeps): void {
  const listCache = new OrderListCache();
  registerContract(app, listOrdersContract, async ({ user, query, raw }) => {
    const answer = await listOrderPage(ctx, listCache, user, query);
    const extra: Record<string, string> = answer.nextCursor
      ? { [ORDER_LIST_NEXT_CURSOR_HEADER]: answer.nextCursor }
      : {};
    // A megabyte of JSON for 500 orders: gzip (compressed once per revision) when the client takes it.
    const gzip = negotiate(raw.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
    if (!gzip) return new PreSerializedJson(answer.body, { etag: answer.etag, extra });
    return new PreSerializedJson(await listCache.gzipped(answer), {
      etag: answer.etag,
      encoding: 'gzip',
      extra,
    });
  });
  registerContract(app, getOrderContract, async ({ user, params }) => {
    const order = await getScopedOrder(ctx, user, params.id);
    return toOrderDto(order, await platformPayloadOf(ctx.db.kysely, order.id));
  });
  registerContract(app, acceptOrderContract, ({ user, body }) => acceptOrder(ctx, user, body));
  registerContract(app, readyOrderContract, ({ user, body }) => markOrderReady(ctx, user, body.id));
  registerContract(app, pickedUpOrderContract, ({ user, body }) => markOrderPickedUp(ctx, user, body));
  registerContract(app, rejectOrderContract, ({ user, body }) => rejectOrder(ctx, user, body));
  registerContract(app, forceProductionContract, ({ user, body }) => forceProduction(ctx, user, body));
  registerContract(app, forceRejectContract, ({ user, body }) => forceReject(ctx, user, body));
  registerContract(app, cookingTimeContract, ({ user, body }) => changeCookingTime(ctx, user, body));
  registerContract(app, resendOrderContract, ({ user, body }) => resendPlatformCall(ctx, user, body.id));
}
