import type { TVenue } from '@orderdesk/contracts';
import { VenueSections as RegisteredVenueSections } from '../../components/venue-sections';
import { VenueClock } from '../../hooks/venue-clock';
import { OrderHubConnection, useLayoutKeepsVenue } from '../../hub';
import { VenueActionLog } from './actions/venue-action-log';
import { ConnectionsSection } from './connections/connections-section';
import { PosMappingsSection } from './pos/pos-mappings-section';
import { RkeeperSection } from './pos/rkeeper-section';
import { PlatformReachSection } from './platforms/platform-reach-section';
import { ScheduleSection } from './schedule/schedule-section';
import { VenueSettingsSection } from './settings/venue-settings-section';
import { AvailabilitySection } from './status/availability-section';

/**
 * The sections of a saved venue below its main form, one file each. Times show on the venue's clock
 * when it has a custom time zone; the OrderHub keeps the screen live (VenueUpdated): its own connection,
 * or the layout's for a manager's or operator's own venue.
 */
export function VenueSections({
  venue,
  canManage,
  canSettings,
  canOperate,
  canEditLicences,
}: {
  venue: TVenue;
  /** Info and connections: admins and dealers. */
  canManage: boolean;
  /** Settings and schedule: also the venue's manager. */
  canSettings: boolean;
  /** Open/close, pauses and checks: everyone who runs the venue. */
  canOperate: boolean;
  canEditLicences: boolean;
}) {
  // A manager's own venue is kept live by the layout: a second connection would, on leaving this
  // screen, report the hub idle while the layout's is still up (the board lost its Live sign).
  const layoutKeepsVenue = useLayoutKeepsVenue(venue.id);
  return (
    <VenueClock settings={venue.settings}>
      {!layoutKeepsVenue && <OrderHubConnection venueId={venue.id} />}
      <AvailabilitySection venue={venue} canOperate={canOperate} />
      <ConnectionsSection venue={venue} canManage={canManage} />
      <ScheduleSection venue={venue} readOnly={!canSettings} />
      <PlatformReachSection venue={venue} />
      <VenueSettingsSection venue={venue} readOnly={!canSettings} canEditLicences={canEditLicences} />
      {/* Sections of other features (licences) registered through the app's context. */}
      <RegisteredVenueSections venue={venue} />
      <RkeeperSection venue={venue} readOnly={!canManage} />
      <PosMappingsSection venue={venue} readOnly={!canSettings} />
      <VenueActionLog venueId={venue.id} />
    </VenueClock>
  );
}
