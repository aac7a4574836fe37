import {
  createVenueGroupContract,
  deleteVenueGroupContract,
  getVenueGroupContract,
  listVenueGroupsContract,
  updateVenueGroupContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import {
  createVenueGroup,
  deleteVenueGroupById,
  getVenueGroup,
  listVenueGroups,
  updateVenueGroupById,
} from './venue-groups.service';

export function registerVenueGroupRoutes(ctx: AppContext): void {
  const { app } = ctx;
  registerContract(app, listVenueGroupsContract, ({ user, query }) => listVenueGroups(ctx, user, query));
  registerContract(app, getVenueGroupContract, ({ user, params }) => getVenueGroup(ctx, user, params.id));
  registerContract(app, createVenueGroupContract, ({ user, body }) => createVenueGroup(ctx, user, body));
  registerContract(app, updateVenueGroupContract, ({ user, body }) => updateVenueGroupById(ctx, user, body));
  registerContract(app, deleteVenueGroupContract, ({ user, params }) =>
    deleteVenueGroupById(ctx, user, params.id),
  );
}
