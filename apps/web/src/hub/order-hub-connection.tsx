import { HUB_RETRY_DELAY_MS, isOlderVenue, type TVenue } from '@orderdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { refreshSession } from '../api/http-client';
import { ordersKeys } from '../api/orders-keys';
import { venuesKeys } from '../api/venues-keys';
import { readAccessToken } from '../lib/session-storage';
import { scheduleForcedReload } from './force-reload';
import { startHubConnection } from './hub-connection';
import { noteHubUpdate, setHubStatus } from './hub-status';
import { useApplyOrderPush } from './use-apply-order-push';

/**
 * Socket.IO is loaded with the hub connection, after the board's first screen, not before it: the
 * board reads its orders over HTTP first, and the connection's refetch covers the gap.
 */
const loadHubSocket = () => import('./hub-socket');

/**
 * The one owner of the OrderHub socket of a venue: the signed-in layout's for a manager's or operator's
 * own venue, else the board's for the venue it shows. Renders nothing.
 */
export function OrderHubConnection({ venueId }: { venueId: number }) {
  const queryClient = useQueryClient();
  const applyPush = useApplyOrderPush();
  const { t } = useTranslation();
  // Texts that arrive later (the back-office part) give a new `t`: that must not reconnect the socket.
  const forceRefreshText = useRef('');
  forceRefreshText.current = t('hub.forceRefresh');

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () =>
      loadHubSocket().then(
        ({ createHubSocket }) => {
          if (stopped) return;
          stop = startHubConnection({
            venueId,
            createSocket: createHubSocket,
            readToken: readAccessToken,
            onStatus: setHubStatus,
            onOrder: (order) => {
              noteHubUpdate();
              applyPush(order);
            },
            // The board, the venue screen and the drawer read the venue under one key; lists reload.
            onVenue: (venue) => {
              noteHubUpdate();
              const shown = queryClient.getQueryData<TVenue>(venuesKeys.detail(venue.id));
              if (isOlderVenue(venue, shown)) return;
              queryClient.setQueryData(venuesKeys.detail(venue.id), venue);
              void queryClient.invalidateQueries({ queryKey: venuesKeys.lists() });
            },
            onConnected: () => {
              void queryClient.invalidateQueries({ queryKey: ordersKeys.venueLists(venueId) });
              void queryClient.invalidateQueries({ queryKey: venuesKeys.detail(venueId) });
            },
            onForceRefresh: () => {
              if (scheduleForcedReload(queryClient)) toast.info(forceRefreshText.current);
            },
            onAuthError: () => void refreshSession().catch(() => undefined),
          });
        },
        () => {
          // The chunk did not arrive (network): tried again as a failed start would be.
          if (stopped) return;
          setHubStatus('reconnecting');
          retry = setTimeout(() => void connect(), HUB_RETRY_DELAY_MS);
        },
      );
    setHubStatus('connecting');
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      stop?.();
      setHubStatus('idle');
    };
  }, [venueId, queryClient, applyPush]);

  return null;
}
