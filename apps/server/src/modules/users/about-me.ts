import { ROLE_NAMES, type TAboutMe, type TRole } from '@orderdesk/contracts';
import type { UsersDeps } from './users-deps';
import { AppError } from '../../http/app-error';
import { findVenue, toVenueSummary } from '../venues/venues.repository';
import { readAdditionalSettings } from './additional-settings';
import { findUserById } from './users.repository';

export async function aboutMe(ctx: UsersDeps, userId: number): Promise<TAboutMe> {
  const user = await findUserById(ctx.db.kysely, userId);
  if (!user || user.is_active !== 1) throw AppError.unauthorized('The account is no longer active');
  const venue = user.venue_id === null ? undefined : await findVenue(ctx.db.kysely, user.venue_id);
  return {
    id: user.id,
    userName: user.user_name,
    firstName: user.first_name,
    lastName: user.last_name,
    roleNames: [ROLE_NAMES[user.role as TRole]],
    venueId: user.venue_id,
    venue: venue ? toVenueSummary(venue) : null,
    additionalUserSettings: readAdditionalSettings(user.additional_settings),
  };
}
