import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZVenue } from './venue.schema';
import { ZVenueScheduleRequest } from './venue-schedule.schema';
import { ZVenueIdParams } from './venue-status.schema';

/** Saves the schedule and pushes it to every enabled connection whose platform takes opening hours. */
export const updateVenueScheduleContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/:venueId/schedule',
  summary: "Save the venue's opening hours",
  tags: ['venues'],
  access: Permission.VENUES_SETTINGS,
  params: ZVenueIdParams,
  body: ZVenueScheduleRequest,
  response: ZVenue,
});
