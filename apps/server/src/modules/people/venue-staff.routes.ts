import type { FastifyInstance } from 'fastify';
import {
  createManagerContract,
  createOperatorContract,
  deleteManagerContract,
  deleteOperatorContract,
  getManagerContract,
  getOperatorContract,
  listManagersContract,
  listOperatorsContract,
  updateManagerContract,
  updateOperatorContract,
} from '@orderdesk/contracts';
import type { PeopleDeps } from './people-deps';
import { registerContract } from '../../http/register-contract';
import { deletePerson, getPerson } from './people.service';
import {
  createVenueStaff,
  listVenueStaff,
  managerKind,
  operatorKind,
  updateVenueStaff,
  type VenueStaffKind,
} from './venue-staff.service';

const COLLECTIONS = [
  {
    kind: managerKind,
    contracts: {
      list: listManagersContract,
      get: getManagerContract,
      create: createManagerContract,
      update: updateManagerContract,
      remove: deleteManagerContract,
    },
  },
  {
    kind: operatorKind,
    contracts: {
      list: listOperatorsContract,
      get: getOperatorContract,
      create: createOperatorContract,
      update: updateOperatorContract,
      remove: deleteOperatorContract,
    },
  },
] as const;

/** `/api/managers` and `/api/operators`: one shape, each in its own scope. */
export function registerVenueStaffRoutes(app: FastifyInstance, ctx: PeopleDeps): void {
  for (const { kind, contracts } of COLLECTIONS) {
    const k: VenueStaffKind = kind;
    registerContract(app, contracts.list, ({ user, query }) => listVenueStaff(ctx, user, k, query));
    registerContract(app, contracts.get, ({ user, params }) => getPerson(ctx, user, k, params.id));
    registerContract(app, contracts.create, ({ user, body }) => createVenueStaff(ctx, user, k, body));
    registerContract(app, contracts.update, ({ user, body }) => updateVenueStaff(ctx, user, k, body));
    registerContract(app, contracts.remove, ({ user, params }) => deletePerson(ctx, user, k, params.id));
  }
}
