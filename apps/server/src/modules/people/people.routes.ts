import type { FastifyInstance } from 'fastify';
import type { PeopleDeps } from './people-deps';
import { registerAdminRoutes } from './admins.routes';
import { registerDealerRoutes } from './dealers.routes';
import { registerVenueStaffRoutes } from './venue-staff.routes';

/** The people collections of docs/product.md §7: admins, dealers, managers, operators. */
export function registerPeopleRoutes(app: FastifyInstance, ctx: PeopleDeps): void {
  registerAdminRoutes(app, ctx);
  registerDealerRoutes(app, ctx);
  registerVenueStaffRoutes(app, ctx);
}
