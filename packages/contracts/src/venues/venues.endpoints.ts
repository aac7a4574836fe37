// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const getVenueEndpoint = endpointOf<typeof import('./get-venue.contract').getVenueContract>(
  'GET',
  '/api/venues/:id',
);
