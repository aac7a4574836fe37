import {
  createVenueContract,
  deleteVenueContract,
  getVenueContract,
  listVenueIdNamesContract,
  listVenuesContract,
  updateVenueContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { VenuesDeps } from './venues-deps';
import { registerContract } from '../../http/register-contract';
import { listScopedVenueIdNames } from './venues.repository';
import { createVenue, deleteVenueById, getVenue, listVenues, updateVenueById } from './venues.service';

export function registerVenueRoutes(app: FastifyInstance, ctx: VenuesDeps): void {
  registerContract(app, listVenueIdNamesContract, ({ user }) => listScopedVenueIdNames(ctx.db.kysely, user));
  registerContract(app, listVenuesContract, ({ user, query }) => listVenues(ctx, user, query));
  registerContract(app, getVenueContract, ({ user, params }) => getVenue(ctx, user, params.id));
  registerContract(app, createVenueContract, ({ user, body }) => createVenue(ctx, user, body));
  registerContract(app, updateVenueContract, ({ user, body }) => updateVenueById(ctx, user, body));
  registerContract(app, deleteVenueContract, ({ user, params }) => deleteVenueById(ctx, user, params.id));
}
