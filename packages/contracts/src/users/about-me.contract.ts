import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZVenueSummary } from '../venues/venue.schema';
import { ZAdditionalUserSettings } from './additional-settings';

export const ZAboutMe = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** First entry is the main role. */
  roleNames: z.array(z.enum(['Admin', 'Dealer', 'Manager', 'Operator'])),
  venueId: z.number().int().nullable(),
  venue: ZVenueSummary.nullable(),
  additionalUserSettings: ZAdditionalUserSettings,
});
export type TAboutMe = z.infer<typeof ZAboutMe>;

export const aboutMeContract = defineContract({
  method: 'GET',
  path: '/api/Users/AboutMe',
  summary: 'The signed-in user',
  tags: ['users'],
  access: Permission.PROFILE_READ,
  response: ZAboutMe,
});
