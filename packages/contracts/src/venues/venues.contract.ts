import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZQueryId } from '../api/entity-id';
import { Permission } from '../auth/permissions';
import { ZVenueSummary } from './venue.schema';

export const ZVenueIdParams = z.object({ venueId: ZQueryId });

export const getCurrentVenueContract = defineContract({
  method: 'GET',
  path: '/api/Venues/:venueId',
  summary: 'The venue an order board works on',
  tags: ['venues'],
  access: Permission.VENUES_READ,
  params: ZVenueIdParams,
  response: ZVenueSummary,
});
