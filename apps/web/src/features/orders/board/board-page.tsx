import { boardColumnsForPage, type BoardPage as TBoardPage, type TOrder } from '@orderdesk/contracts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { StoreIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { VenueClock } from '../../../hooks/venue-clock';
import { useLayoutKeepsVenue } from '../../../hub';
import { useBusyOrderIds } from '../api/busy-orders';
import { useOrderLists } from '../api/get-orders';
import { useVenue } from '../api/get-venue';
import { useLoadMoreOrders } from '../api/load-more-orders';
import { usePrintOrder } from '../api/order-actions';
import { useNow } from '../lib/use-now';
import { BoardActionDialogs } from './board-action-dialogs';
import { BoardGrid } from './board-grid';
import { BoardHeader } from './board-header';
import {
  LazyOrderDetailsDialog as OrderDetailsDialog,
  LazyVenueClosedBanner as VenueClosedBanner,
  usePreloadBoardParts,
} from './lazy-board-parts';
import { PrintTicket } from './print-ticket';
import { useBoardActions } from './use-board-actions';
import { useBoardVenueId } from './use-board-venue-id';
import { useBoardView } from './use-board-view';

// Another venue's live connection and alarms, loaded beside the board's first screen (its orders are
// read over HTTP first; the connection's refetch covers the gap).
const VenueAlarms = lazy(async () => ({ default: (await import('../alarms/venue-alarms')).VenueAlarms }));

const PAGE_TITLE_KEYS: Record<TBoardPage, string> = {
  1: 'orders.pages.active',
  2: 'orders.pages.taken',
  3: 'orders.pages.incorrect',
};

/** The live order board of one venue: Active (page 1), Taken (page 2) or Incorrect (page 3) orders. */
export function BoardPage({ page }: { page: TBoardPage }) {
  usePreloadBoardParts();
  const { t } = useTranslation();
  const venueId = useBoardVenueId();
  // Card, dialog and ticket times follow the venue's clock when it has a custom time zone.
  const clockSettings = useVenue(venueId).data?.settings;
  if (venueId === null) {
    return (
      <>
        <PageHeader title={t(PAGE_TITLE_KEYS[page])} />
        <EmptyState
          icon={<StoreIcon />}
          title={t('orders.board.noVenue')}
          description={t('orders.board.noVenueHint')}
        />
      </>
    );
  }
  return (
    <VenueClock settings={clockSettings}>
      <VenueBoard key={venueId} page={page} venueId={venueId} />
    </VenueClock>
  );
}

/** The container: reads the venue and its lists, and wires the board's sections to its actions. */
function VenueBoard({ page, venueId }: { page: TBoardPage; venueId: number }) {
  const { t } = useTranslation();
  const venue = useVenue(venueId).data;
  const { asc, fontSize, view, actionsFor, dialogActionsFor } = useBoardView(page, venue);
  const lists = useOrderLists({ venueId, page, asc }).data;
  const more = useLoadMoreOrders({ venueId, page, asc });
  const now = useNow();
  const columns = useMemo(() => boardColumnsForPage(page), [page]);
  const busyIds = useBusyOrderIds();
  const actions = useBoardActions({ venueId, page });
  const [ticket, setTicket] = useState<TOrder | null>(null);
  const print = usePrintOrder(setTicket);
  const endTicket = useCallback(() => setTicket(null), []);
  // By id, so the dialog follows the order as pushes update or move it.
  const [openId, setOpenId] = useState<number | null>(null);
  const onOpen = useCallback((order: TOrder) => setOpenId(order.id), []);
  const opened = useMemo(
    () =>
      openId === null
        ? null
        : (Object.values(lists ?? {})
            .flat()
            .find((o) => o.id === openId) ?? null),
    [lists, openId],
  );
  const grid = (shown: typeof lists) => (
    <BoardGrid
      page={page}
      columns={columns}
      lists={shown}
      asc={asc}
      more={more}
      now={now}
      actionsFor={actionsFor}
      busyIds={busyIds}
      view={view}
      onAction={actions.onAction}
      onOpen={onOpen}
    />
  );
  // A manager's or operator's own venue: the layout keeps its connection and alarms on every screen.
  const layoutKeepsVenue = useLayoutKeepsVenue(venueId);

  return (
    <>
      <BoardHeader title={t(PAGE_TITLE_KEYS[page])} venue={venue} />
      {/* The cards wait for the venue, and a closed venue's banner comes in the same frame as they do:
          a banner arriving after the cards would push them down under a finger reaching for Accept. */}
      <Suspense fallback={grid(undefined)}>
        {venue && !venue.status && <VenueClosedBanner venue={venue} />}
        {grid(venue ? lists : undefined)}
      </Suspense>
      {/* Another venue's board (an admin's, a dealer's): its own connection and alarms while open, after
          the cards as the layout's are; the new-order sound belongs to the page of new orders. */}
      {!layoutKeepsVenue && (
        <Suspense fallback={null}>
          <VenueAlarms venueId={venueId} ringNewOrders={page === 1} />
        </Suspense>
      )}
      <OrderDetailsDialog
        order={opened}
        actions={opened ? dialogActionsFor(opened) : []}
        busy={opened ? busyIds.has(opened.id) : false}
        fontSize={fontSize}
        defaultCookingMinutes={view.defaultCookingMinutes}
        now={now}
        onAction={actions.onAction}
        onClose={() => setOpenId(null)}
        onPrint={(order) => print.mutate({ id: order.id })}
      />
      {ticket && <PrintTicket order={ticket} onDone={endTicket} />}
      <BoardActionDialogs actions={actions} venue={venue} />
    </>
  );
}
