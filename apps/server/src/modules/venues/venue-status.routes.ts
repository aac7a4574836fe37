import {
  checkConnectionContract,
  setVenueAvailabilityContract,
  setVenueOfflineContract,
  setVenueOnlineContract,
  updateVenueScheduleContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import type { JobHandler } from '../../jobs/job-worker';
import { registerContract } from '../../http/register-contract';
import { updateVenueSchedule } from './venue-schedule.service';
import {
  openingHoursJob,
  platformStatusJob,
  VENUE_OPENING_HOURS_JOB,
  VENUE_PAUSE_END_JOB,
  VENUE_PLATFORM_STATUS_JOB,
} from './venue-status.jobs';
import {
  checkConnection,
  pauseEndJob,
  setConnectionAvailability,
  setVenueStatus,
} from './venue-status.service';

export function registerVenueStatusRoutes(ctx: AppContext): void {
  const { app } = ctx;
  registerContract(app, setVenueOnlineContract, ({ user, params, body }) =>
    setVenueStatus(ctx, user, params.venueId, { online: true, reason: body?.reason }),
  );
  registerContract(app, setVenueOfflineContract, ({ user, params, body }) =>
    setVenueStatus(ctx, user, params.venueId, { online: false, until: body?.until, reason: body?.reason }),
  );
  registerContract(app, setVenueAvailabilityContract, ({ user, body }) =>
    setConnectionAvailability(ctx, user, body),
  );
  registerContract(app, checkConnectionContract, ({ user, body }) => checkConnection(ctx, user, body));
  registerContract(app, updateVenueScheduleContract, ({ user, params, body }) =>
    updateVenueSchedule(ctx, user, params.venueId, body.availability),
  );
}

/** The durable jobs of the venue side. */
export function venueJobHandlers(ctx: AppContext): Record<string, JobHandler> {
  return {
    [VENUE_PLATFORM_STATUS_JOB]: platformStatusJob(ctx),
    [VENUE_PAUSE_END_JOB]: pauseEndJob(ctx),
    [VENUE_OPENING_HOURS_JOB]: openingHoursJob(ctx),
  };
}
