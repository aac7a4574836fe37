import { APP_ROUTES, can, canOpenRoute, Permission } from '@orderdesk/contracts';
import { useParams } from 'react-router';
import { useSession } from '../auth';
import { parseVenueId } from './venue-form';
import { VenueEditor } from './venue-editor';

/** `/venue/{id}` and `/venue/new`: edited by admins and dealers, shown to a manager of the venue. */
export function VenuePage() {
  const { role } = useSession();
  const { isNew, id } = parseVenueId(useParams().id);
  const canManage = role !== undefined && can(role, Permission.VENUES_MANAGE);
  const hasList = role !== undefined && canOpenRoute(role, 'venues');
  return (
    <VenueEditor
      key={id ?? 'new'}
      id={id}
      isNew={isNew && canManage}
      readOnly={!canManage}
      {...(hasList ? { listPath: APP_ROUTES.venues } : {})}
    />
  );
}
