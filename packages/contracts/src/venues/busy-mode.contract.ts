import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZStartBusyModeRequest } from './busy-mode.schema';
import { ZVenue } from './venue.schema';
import { ZVenueIdParams } from './venue-status.schema';

/** Adds minutes to the cooking time of the venue's new orders for a while. */
export const startBusyModeContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/:venueId/busy',
  summary: 'Add minutes to the cooking time of new orders for a while (busy mode)',
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  params: ZVenueIdParams,
  body: ZStartBusyModeRequest,
  response: ZVenue,
});

/** Ends busy mode before its time. */
export const endBusyModeContract = defineContract({
  method: 'DELETE',
  path: '/api/venues/:venueId/busy',
  summary: 'End busy mode before its time',
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  params: ZVenueIdParams,
  response: ZVenue,
});
