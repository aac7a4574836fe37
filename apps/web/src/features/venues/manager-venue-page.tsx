import { can, Permission } from '@orderdesk/contracts';
import { useSession } from '../auth';
import { VenueEditor } from './venue-editor';

/** `/manager/venue`: the manager's own venue, on the venue screen, read-only without VENUES_MANAGE. */
export function ManagerVenuePage() {
  const { role, profile } = useSession();
  const canManage = role !== undefined && can(role, Permission.VENUES_MANAGE);
  return <VenueEditor id={profile?.venueId ?? null} isNew={false} readOnly={!canManage} />;
}
