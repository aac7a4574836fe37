import type { TPerson, TVenueStaffMember } from '@orderdesk/contracts';
import type { UserRow } from './people.repository';

/** The public face of a user row: never the password hash or the sign-in counters. */
export function toPerson(row: UserRow): TPerson {
  return {
    id: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

export function toVenueStaffMember(row: UserRow): TVenueStaffMember {
  return {
    ...toPerson(row),
    venueId: row.venue_id,
    activeVenueId: row.active_venue_id,
    activeVenueGroupId: row.active_venue_group_id,
  };
}
