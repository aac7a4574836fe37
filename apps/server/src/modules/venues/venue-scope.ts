import { Role } from '@orderdesk/contracts';
import type { RequestUser } from '../../http/request-user';

/**
 * Whether the caller may work on a venue. Admins reach every venue, managers and operators their own;
 * dealers reach the venues of their areas once areas are assigned to dealers.
 */
export function canAccessVenue(user: RequestUser, venueId: number): boolean {
  switch (user.role) {
    case Role.ADMIN:
      return true;
    case Role.MANAGER:
    case Role.OPERATOR:
      return user.venueId === venueId;
    default:
      return false;
  }
}
