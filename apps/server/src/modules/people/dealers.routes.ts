import type { FastifyInstance } from 'fastify';
import {
  createDealerContract,
  deleteDealerContract,
  getDealerContract,
  listDealersContract,
  updateDealerContract,
} from '@orderdesk/contracts';
import type { PeopleDeps } from './people-deps';
import { registerContract } from '../../http/register-contract';
import { createDealer, dealerKind, listDealers, updateDealer } from './dealers.service';
import { deletePerson, getPerson } from './people.service';

export function registerDealerRoutes(app: FastifyInstance, ctx: PeopleDeps): void {
  registerContract(app, listDealersContract, ({ user, query }) => listDealers(ctx, user, query));
  registerContract(app, getDealerContract, ({ user, params }) => getPerson(ctx, user, dealerKind, params.id));
  registerContract(app, createDealerContract, ({ user, body }) => createDealer(ctx, user, body));
  registerContract(app, updateDealerContract, ({ user, body }) => updateDealer(ctx, user, body));
  registerContract(app, deleteDealerContract, ({ user, params }) =>
    deletePerson(ctx, user, dealerKind, params.id),
  );
}
