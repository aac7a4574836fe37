import { defineContract } from '../api/define-contract';
import { ZIdParams } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZVenue } from './venue.schema';

/**
 * One venue. Paths match regardless of case, so this one route is both docs/product.md §7's `GET /venues/{id}`
 * (the venue screen) and its `GET /Venues/{venueId}` (the venue an order board works on).
 */
export const getVenueContract = defineContract({
  method: 'GET',
  path: '/api/venues/:id',
  summary: 'One venue (also the venue an order board works on)',
  tags: ['venues'],
  access: Permission.VENUES_READ,
  params: ZIdParams,
  response: ZVenue,
});
