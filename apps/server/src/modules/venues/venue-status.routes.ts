import {
  checkConnectionContract,
  endBusyModeContract,
  setVenueAvailabilityContract,
  setVenueOfflineContract,
  setVenueOnlineContract,
  startBusyModeContract,
  updateVenueScheduleContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { VenuesDeps } from './venues-deps';
import { registerContract } from '../../http/register-contract';
import { endBusyMode, startBusyMode } from './venue-busy-mode';
import { updateVenueSchedule } from './venue-schedule.service';
import { checkConnection, setConnectionAvailability, setVenueStatus } from './venue-status.service';

export function registerVenueStatusRoutes(app: FastifyInstance, ctx: VenuesDeps): void {
  registerContract(app, setVenueOnlineContract, ({ user, params, body }) =>
    setVenueStatus(ctx, user, params.venueId, { online: true, reason: body?.reason }),
  );
  registerContract(app, setVenueOfflineContract, ({ user, params, body }) =>
    setVenueStatus(ctx, user, params.venueId, { online: false, until: body?.until, reason: body?.reason }),
  );
  registerContract(app, startBusyModeContract, ({ user, params, body }) =>
    startBusyMode(ctx, user, params.venueId, body),
  );
  registerContract(app, endBusyModeContract, ({ user, params }) => endBusyMode(ctx, user, params.venueId));
  registerContract(app, setVenueAvailabilityContract, ({ user, body }) =>
    setConnectionAvailability(ctx, user, body),
  );
  registerContract(app, checkConnectionContract, ({ user, body }) => checkConnection(ctx, user, body));
  registerContract(app, updateVenueScheduleContract, ({ user, params, body }) =>
    updateVenueSchedule(ctx, user, params.venueId, body.availability),
  );
}
