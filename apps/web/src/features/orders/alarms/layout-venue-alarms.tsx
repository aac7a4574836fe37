import { VenueClock } from '../../../hooks/venue-clock';
import { useVenue } from '../api/get-venue';
import { VenueAlarms } from './venue-alarms';

/**
 * A manager's or operator's own venue, live on every screen of the signed-in layout: the hub
 * connection and every alarm, with times on the venue's clock as the board shows them.
 */
export function LayoutVenueAlarms({ venueId }: { venueId: number }) {
  const clockSettings = useVenue(venueId).data?.settings;
  return (
    <VenueClock settings={clockSettings}>
      <VenueAlarms venueId={venueId} ringNewOrders />
    </VenueClock>
  );
}
