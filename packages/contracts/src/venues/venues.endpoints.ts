// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const getVenueEndpoint = endpointOf<typeof import('./get-venue.contract').getVenueContract>(
  'GET',
  '/api/venues/:id',
);

export const startBusyModeEndpoint = endpointOf<typeof import('./busy-mode.contract').startBusyModeContract>(
  'PATCH',
  '/api/venues/:venueId/busy',
);

export const endBusyModeEndpoint = endpointOf<typeof import('./busy-mode.contract').endBusyModeContract>(
  'DELETE',
  '/api/venues/:venueId/busy',
);

export const setVenueOfflineEndpoint = endpointOf<
  typeof import('./set-venue-offline.contract').setVenueOfflineContract
>('PATCH', '/api/venues/:venueId/Offline');
