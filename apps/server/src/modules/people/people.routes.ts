import type { AppContext } from '../../app-context';
import { registerAdminRoutes } from './admins.routes';
import { registerDealerRoutes } from './dealers.routes';
import { registerVenueStaffRoutes } from './venue-staff.routes';

/** The people collections of docs/product.md §7: admins, dealers, managers, operators. */
export function registerPeopleRoutes(ctx: AppContext): void {
  registerAdminRoutes(ctx);
  registerDealerRoutes(ctx);
  registerVenueStaffRoutes(ctx);
}
