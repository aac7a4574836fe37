import { acceptOrderContract, getOrderContract, listOrdersContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { toOrderDto } from './order-mapper';
import { acceptOrder, getScopedOrder, listOrders } from './orders.service';

export function registerOrderRoutes(ctx: AppContext): void {
  registerContract(ctx.app, listOrdersContract, ({ user, query }) => listOrders(ctx, user, query));
  registerContract(ctx.app, getOrderContract, async ({ user, params }) =>
    toOrderDto(await getScopedOrder(ctx, user, params.id)),
  );
  registerContract(ctx.app, acceptOrderContract, ({ user, body }) => acceptOrder(ctx, user, body));
}
