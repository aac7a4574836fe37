import {
  checkRkContract,
  listOrderAttemptsContract,
  printOrderContract,
  validateOrderContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { checkRk, orderAttempts, printOrder, validateOrder } from './pos.service';

export function registerPosRoutes(ctx: AppContext): void {
  registerContract(ctx.app, checkRkContract, ({ user, body }) => checkRk(ctx, user, body.venueId));
  registerContract(ctx.app, listOrderAttemptsContract, ({ user, params }) =>
    orderAttempts(ctx, user, params.id),
  );
  registerContract(ctx.app, validateOrderContract, ({ user, body }) => validateOrder(ctx, user, body.id));
  registerContract(ctx.app, printOrderContract, ({ user, body }) => printOrder(ctx, user, body.id));
}
