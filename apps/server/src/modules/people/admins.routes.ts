import type { FastifyInstance } from 'fastify';
import {
  Role,
  createAdminContract,
  deleteAdminContract,
  getAdminContract,
  listAdminsContract,
  updateAdminContract,
  type TAdmin,
} from '@orderdesk/contracts';
import type { PeopleDeps } from './people-deps';
import { registerContract } from '../../http/register-contract';
import type { PersonKind } from './person-kind';
import { toPerson } from './person-mapper';
import { createPerson, deletePerson, getPerson, listPeople, updatePerson } from './people.service';

const adminKind: PersonKind<TAdmin> = {
  role: Role.ADMIN,
  entity: 'admin',
  label: 'Administrator',
  toDtos: async (_db, rows) => rows.map(toPerson),
};

export function registerAdminRoutes(app: FastifyInstance, ctx: PeopleDeps): void {
  registerContract(app, listAdminsContract, ({ user, query }) => listPeople(ctx, user, adminKind, query));
  registerContract(app, getAdminContract, ({ user, params }) => getPerson(ctx, user, adminKind, params.id));
  registerContract(app, createAdminContract, ({ user, body }) => createPerson(ctx, user, adminKind, body));
  registerContract(app, updateAdminContract, ({ user, body }) => updatePerson(ctx, user, adminKind, body));
  registerContract(app, deleteAdminContract, ({ user, params }) =>
    deletePerson(ctx, user, adminKind, params.id),
  );
}
