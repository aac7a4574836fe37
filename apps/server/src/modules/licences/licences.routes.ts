import { listVenueActionsContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { listVenueActions } from './venue-actions.service';

export function registerLicenceRoutes(ctx: AppContext): void {
  const { app } = ctx;
  registerContract(app, listVenueActionsContract, ({ user, query }) =>
    listVenueActions(ctx, user, query.venueId),
  );
}
