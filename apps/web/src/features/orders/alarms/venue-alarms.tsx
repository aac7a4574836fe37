import { DEFAULT_ADDITIONAL_USER_SETTINGS, incomingAlertKeys, OrderStatus } from '@orderdesk/contracts';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { InHeader } from '../../../components/header-slot';
import { useScrollPaddingBelow } from '../../../components/use-scroll-padding-below';
import { useGeneralSettings } from '../../../hooks/use-general-settings';
import { OrderHubConnection, useHubLiveness } from '../../../hub';
import { useScreenWakeLock } from '../../../lib/use-screen-wake-lock';
import { useSession } from '../../auth';
import { useOrderLists } from '../api/get-orders';
import { usePreorders } from '../api/get-preorders';
import { useVenue } from '../api/get-venue';
import { useNewOrderAlert } from '../lib/use-new-order-alert';
import { ConnectionLostBanner } from './connection-lost-banner';
import { useCancellationAlarm } from './use-cancellation-alarm';
import { useConnectionAlarm } from './use-connection-alarm';
import { usePreorderStartKeys } from './use-preorder-start-keys';
import { clearWaitingCount, publishWaitingCount } from './waiting-count';

// Loaded when one of them first shows, not with every screen (the lost-connection banner is not among
// them: without a network no code can be fetched). One chunk for both.
const CancellationBanners = lazy(async () => ({
  default: (await import('./alarm-banners')).CancellationBanners,
}));
const SoundBlockedNotice = lazy(async () => ({
  default: (await import('./alarm-banners')).SoundBlockedNotice,
}));

/**
 * The live side of one venue: its hub connection and the alarms that must not be missed. The
 * signed-in layout keeps it on every screen for a manager's or operator's own venue; a board of
 * another venue (an admin's, a dealer's) keeps its own while it is open, with the new-order sound on
 * the Active orders page only (`ringNewOrders`). It counts the orders waiting for Accept for the
 * header and the tab's title, rings for new ones and for pre-orders whose cooking should start (the
 * spec's sound notification, repeated until someone touches the page), for a platform's cancellation
 * of an accepted order (until acknowledged) and for a connection lost for over 30 s. A browser that
 * blocks the sound is said in the header; the cancellations and the lost connection at the window's foot.
 * While it is live the screen stays on, so that a device left on the counter is awake when they ring.
 */
export function VenueAlarms({ venueId, ringNewOrders }: { venueId: number; ringNewOrders: boolean }) {
  const settings = useGeneralSettings();
  const { profile } = useSession();
  const asc = (profile?.additionalUserSettings ?? DEFAULT_ADDITIONAL_USER_SETTINGS).OrderSortingAsc;
  // The Active orders page's own lists: one read shared with that board, kept current by the pushes.
  const incoming = useOrderLists({ venueId, page: 1, asc }).data?.[OrderStatus.RECEIVED];
  // A pre-order rings when its cooking should start, as a new order does (one ring: same id once released).
  const preorders = usePreorders(venueId).data?.[OrderStatus.PREORDER];
  const dueKeys = usePreorderStartKeys(preorders, useVenue(venueId).data?.defaultCookingTimeInMinutes);
  const alertKeys = useMemo(
    () => (incoming && dueKeys ? [...incomingAlertKeys(incoming), ...dueKeys] : undefined),
    [incoming, dueKeys],
  );
  const newOrders = useNewOrderAlert(alertKeys, ringNewOrders && settings.soundNotif);
  const cancellations = useCancellationAlarm(venueId);
  useConnectionAlarm();
  useScreenWakeLock(true);
  const lost = useHubLiveness().status === 'reconnecting';

  const waiting = incoming?.length;
  useEffect(() => {
    if (waiting !== undefined) publishWaitingCount(venueId, waiting);
  }, [venueId, waiting]);
  useEffect(() => () => clearWaitingCount(venueId), [venueId]);

  const cancelled = cancellations.orders.length > 0;
  const [dock, setDock] = useState<HTMLElement | null>(null);
  // Its height, the 16 px it sits above the foot and a 16 px margin.
  useScrollPaddingBelow(dock, 32);
  return (
    <>
      <OrderHubConnection venueId={venueId} />
      {newOrders.blocked && (
        <InHeader>
          <Suspense fallback={null}>
            <SoundBlockedNotice onEnable={newOrders.enableSound} />
          </Suspense>
        </InHeader>
      )}
      {(cancelled || lost) && (
        // After the page, kept in view at the window's foot: an alarm that comes or goes never moves
        // the cards above it under a finger. These two ask for the kitchen now, so they may lie over
        // the page while they last; what the keyboard moves to is scrolled to above them.
        <Box
          ref={setDock}
          data-testid="venue-alarms"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            position: 'sticky',
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            zIndex: (theme) => theme.zIndex.appBar - 1,
            mt: 2,
            '& > *': { boxShadow: 6 },
          }}
        >
          <ConnectionLostBanner />
          {cancelled && (
            <Suspense fallback={null}>
              <CancellationBanners
                cancellations={cancellations.orders}
                onAcknowledge={cancellations.acknowledge}
              />
            </Suspense>
          )}
        </Box>
      )}
    </>
  );
}
