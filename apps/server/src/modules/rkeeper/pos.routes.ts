import {
  checkRkContract,
  listOrderAttemptsContract,
  printOrderContract,
  validateOrderContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { checkRk, orderAttempts, printOrder, validateOrder } from './pos.service';
import type { RkeeperDeps } from './rkeeper-deps';

export function registerPosRoutes(app: FastifyInstance, ctx: RkeeperDeps): void {
  registerContract(app, checkRkContract, ({ user, body }) => checkRk(ctx, user, body.venueId));
  registerContract(app, listOrderAttemptsContract, ({ user, params }) => orderAttempts(ctx, user, params.id));
  registerContract(app, validateOrderContract, ({ user, body }) => validateOrder(ctx, user, body.id));
  registerContract(app, printOrderContract, ({ user, body }) => printOrder(ctx, user, body.id));
}
