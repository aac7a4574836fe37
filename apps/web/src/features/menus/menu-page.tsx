import { APP_ROUTES, buildPath } from '@orderdesk/contracts';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useSession } from '../auth';
import { MenuScreen } from './menu-screen';

/** `/venue/{id}/menu`: the menu of a venue in the user's scope (the server answers 404 otherwise). */
export function VenueMenuPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="404" description="" />;
  return <MenuScreen key={id} venueId={id} venuePath={buildPath(APP_ROUTES.venue, { id })} />;
}

/** `/manager/venue/menu`: the manager's own venue's menu. */
export function ManagerVenueMenuPage() {
  const { profile } = useSession();
  if (!profile?.venueId) return null;
  return <MenuScreen venueId={profile.venueId} venuePath={APP_ROUTES['manager-venue']} />;
}
