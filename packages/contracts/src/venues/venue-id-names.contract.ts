import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';

export const ZVenueIdName = z.object({ id: z.number().int(), name: z.string() });
export type TVenueIdName = z.infer<typeof ZVenueIdName>;

export const listVenueIdNamesContract = defineContract({
  method: 'GET',
  path: '/api/venues/id-name',
  summary: "Id and name of every venue in the caller's scope, by name (for selectors)",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  response: z.array(ZVenueIdName),
});
