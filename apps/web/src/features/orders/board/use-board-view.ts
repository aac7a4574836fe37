import {
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  OrderCardMode,
  orderActions,
  orderDialogActions,
  type BoardPage,
  type TOrder,
  type TVenue,
} from '@orderdesk/contracts';
import { useCallback, useMemo } from 'react';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useGeneralSettings } from '../../../hooks/use-general-settings';
import { useSession } from '../../auth';
import type { OrderCardView } from './order-card';

/**
 * How the board shows its cards for this user and venue: the user's font size and sort order, the
 * card mode, and the buttons of a card and of the order dialog (docs/product.md §4).
 */
export function useBoardView(page: BoardPage, venue: TVenue | undefined) {
  const { profile } = useSession();
  const settings = useGeneralSettings();
  const format = useDateTimeFormat();
  const { FontSize: fontSize, OrderSortingAsc: asc } =
    profile?.additionalUserSettings ?? DEFAULT_ADDITIONAL_USER_SETTINGS;
  const venueOpen = venue?.status ?? false;
  const expanded = settings.orderCardMode === OrderCardMode.EXPANDED;
  // The dialog adds Reject on a good incoming order; an expanded card has no dialog, so it shows them too.
  const dialogActionsFor = useCallback(
    (order: TOrder) => orderDialogActions(order, { page, venueOpen }),
    [page, venueOpen],
  );
  const cardActionsFor = useCallback(
    (order: TOrder) => orderActions(order, { page, venueOpen }),
    [page, venueOpen],
  );
  const view = useMemo<OrderCardView>(
    () => ({
      mode: expanded ? 'expanded' : 'popup',
      fontSize,
      formatTime: format.time,
      defaultCookingMinutes: venue?.defaultCookingTimeInMinutes ?? null,
    }),
    [expanded, fontSize, format, venue?.defaultCookingTimeInMinutes],
  );
  return { asc, fontSize, view, dialogActionsFor, actionsFor: expanded ? dialogActionsFor : cardActionsFor };
}
