import {
  acceptOrderContract,
  cookingTimeContract,
  forceProductionContract,
  forceRejectContract,
  getOrderContract,
  listOrdersContract,
  pickedUpOrderContract,
  readyOrderContract,
  rejectOrderContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { PreSerializedJson, registerContract } from '../../http/register-contract';
import { toOrderDto, toOrderListJson } from './order-mapper';
import {
  acceptOrder,
  changeCookingTime,
  forceProduction,
  forceReject,
  getScopedOrder,
  listOrderRows,
  markOrderPickedUp,
  markOrderReady,
  rejectOrder,
} from './orders.service';

export function registerOrderRoutes(ctx: AppContext): void {
  registerContract(
    ctx.app,
    listOrdersContract,
    async ({ user, query }) => new PreSerializedJson(toOrderListJson(await listOrderRows(ctx, user, query))),
  );
  registerContract(ctx.app, getOrderContract, async ({ user, params }) =>
    toOrderDto(await getScopedOrder(ctx, user, params.id)),
  );
  registerContract(ctx.app, acceptOrderContract, ({ user, body }) => acceptOrder(ctx, user, body));
  registerContract(ctx.app, readyOrderContract, ({ user, body }) => markOrderReady(ctx, user, body.id));
  registerContract(ctx.app, pickedUpOrderContract, ({ user, body }) => markOrderPickedUp(ctx, user, body));
  registerContract(ctx.app, rejectOrderContract, ({ user, body }) => rejectOrder(ctx, user, body));
  registerContract(ctx.app, forceProductionContract, ({ user, body }) => forceProduction(ctx, user, body.id));
  registerContract(ctx.app, forceRejectContract, ({ user, body }) => forceReject(ctx, user, body));
  registerContract(ctx.app, cookingTimeContract, ({ user, body }) => changeCookingTime(ctx, user, body));
}
