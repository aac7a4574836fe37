import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZQueryId } from '../api/entity-id';
import { Permission } from '../auth/permissions';

export const ZVenueActionsQuery = z.object({ venueId: ZQueryId });

/** One entry of a venue's action log: who did what and when, with the values before and after. */
export const ZVenueAction = z.object({
  id: z.number().int(),
  /** `venue.<verb>`: update, settings, licence, schedule, online, offline, … */
  action: z.string(),
  userId: z.number().int().nullable(),
  /** The person's login; null for the system itself. */
  userName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type TVenueAction = z.infer<typeof ZVenueAction>;

export const listVenueActionsContract = defineContract({
  method: 'GET',
  path: '/api/venues/actions',
  summary:
    "A venue's action log, newest first: opening and closing, settings, schedule, connections, licences",
  tags: ['venues'],
  access: Permission.VENUES_READ,
  query: ZVenueActionsQuery,
  response: z.array(ZVenueAction),
});
