import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  boardColumnsForPage,
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  orderActions,
  orderDialogActions,
  OrderCardMode,
  OrderState,
  platformCanReject,
  sortOrders,
  OrderStatus,
  type BoardPage as TBoardPage,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import { useMutationState } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { StoreIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useGeneralSettings } from '../../../hooks/use-general-settings';
import { VenueClock } from '../../../hooks/venue-clock';
import { useLayoutKeepsVenue } from '../../../hub';
import { useSession } from '../../auth';
import { useAcceptOrder } from '../api/accept-order';
import { useOrderLists } from '../api/get-orders';
import { useLoadMoreOrders } from '../api/load-more-orders';
import {
  useChangeCookingTime,
  usePrintOrder,
  useForceProduction,
  useForceReject,
  useMarkOrderPickedUp,
  useMarkOrderReady,
  useRejectOrder,
  useRetryOrder,
} from '../api/order-actions';
import { useVenue } from '../api/get-venue';
import { ordersKeys } from '../../../api/orders-keys';
import { useNow } from '../lib/use-now';
import { BoardColumn } from './board-column';
import { BoardHeader } from './board-header';
import {
  LazyAcceptOrderDialog as AcceptOrderDialog,
  LazyForcePickUpDialog as ForcePickUpDialog,
  LazyOrderDetailsDialog as OrderDetailsDialog,
  LazyRejectOrderDialog as RejectOrderDialog,
  usePreloadBoardDialogs,
} from './lazy-dialogs';
import type { OrderCardView } from './order-card';
import { PrintTicket } from './print-ticket';
import { useBoardVenueId } from './use-board-venue-id';

// Another venue's live connection and alarms, loaded beside the board's first screen (its orders are
// read over HTTP first; the connection's refetch covers the gap).
const VenueAlarms = lazy(async () => ({ default: (await import('../alarms/venue-alarms')).VenueAlarms }));
// Shown only while the venue is closed: loaded then, not with the board.
const VenueClosedBanner = lazy(async () => ({
  default: (await import('./venue-closed-banner')).VenueClosedBanner,
}));
// Phones only: MUI's tabs load with them, not with every board.
const BoardColumnTabs = lazy(async () => ({
  default: (await import('./board-column-tabs')).BoardColumnTabs,
}));

const PAGE_TITLE_KEYS: Record<TBoardPage, string> = {
  1: 'orders.pages.active',
  2: 'orders.pages.taken',
  3: 'orders.pages.incorrect',
};

/** The live order board of one venue: Active (page 1), Taken (page 2) or Incorrect (page 3) orders. */
export function BoardPage({ page }: { page: TBoardPage }) {
  usePreloadBoardDialogs();
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

function VenueBoard({ page, venueId }: { page: TBoardPage; venueId: number }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const settings = useGeneralSettings();
  const format = useDateTimeFormat();
  const { FontSize: fontSize, OrderSortingAsc: asc } =
    profile?.additionalUserSettings ?? DEFAULT_ADDITIONAL_USER_SETTINGS;
  const venue = useVenue(venueId).data;
  const lists = useOrderLists({ venueId, page, asc }).data;
  const more = useLoadMoreOrders({ venueId, page, asc });
  const now = useNow();
  const [accepting, setAccepting] = useState<TOrder | null>(null);
  const [editing, setEditing] = useState<TOrder | null>(null);
  const editTime = useChangeCookingTime();
  const [ticket, setTicket] = useState<TOrder | null>(null);
  const print = usePrintOrder(setTicket);
  const endTicket = useCallback(() => setTicket(null), []);
  // By id, so the dialog follows the order as pushes update or move it.
  const [openId, setOpenId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<TOrder | null>(null);
  const [forcing, setForcing] = useState<TOrder | null>(null);
  const [forcingPickUp, setForcingPickUp] = useState<TOrder | null>(null);
  const accept = useAcceptOrder({ venueId, page });
  const ready = useMarkOrderReady({ venueId, page });
  const pickUp = useMarkOrderPickedUp({ venueId, page });
  const reject = useRejectOrder({ venueId, page });
  const retry = useRetryOrder();
  const forceIntoProduction = useForceProduction({ venueId, page });
  const forceRejectOrder = useForceReject({ venueId, page });

  const columns = useMemo(() => boardColumnsForPage(page), [page]);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [phoneColumn, setPhoneColumn] = useState<string | null>(null);
  const shownColumn = columns.find((column) => column.key === phoneColumn)?.key ?? columns[0]?.key ?? '';
  const busyIds = new Set(
    useMutationState({
      filters: { mutationKey: ordersKeys.actions(), status: 'pending' },
      select: (mutation) => (mutation.state.variables as { id?: number } | undefined)?.id ?? -1,
    }),
  );
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
  const actionsFor = expanded ? dialogActionsFor : cardActionsFor;
  // A manager's or operator's own venue: the layout keeps its connection and alarms on every screen.
  const layoutKeepsVenue = useLayoutKeepsVenue(venueId);

  const { mutate: markReady } = ready;
  const { mutate: markPickedUp } = pickUp;
  const { mutate: retryHandover } = retry;
  const onAction = useCallback(
    (action: OrderAction, order: TOrder) => {
      if (action === 'accept') setAccepting(order);
      else if (action === 'reject') setRejecting(order);
      else if (action === 'ready') markReady({ id: order.id });
      else if (action === 'pickUp') markPickedUp({ id: order.id, isForce: false });
      else if (action === 'retry') retryHandover({ id: order.id, order });
      // Force: on Ready the pick-up of a BAD order; on Incoming production without the POS.
      // On Ready it tells the platform the courier has it, without the POS: it asks first.
      else if (action === 'force' && order.statusId === OrderStatus.READY) setForcingPickUp(order);
      // Force into production tells the platform "accepted": it asks first, with a cooking time, as Accept does.
      else if (action === 'force') setForcing(order);
      else if (action === 'edit') setEditing(order);
    },
    [markReady, markPickedUp, retryHandover],
  );
  const onOpen = useCallback((order: TOrder) => setOpenId(order.id), []);
  const view = useMemo<OrderCardView>(
    () => ({
      mode: settings.orderCardMode === OrderCardMode.EXPANDED ? 'expanded' : 'popup',
      fontSize,
      formatTime: format.time,
      defaultCookingMinutes: venue?.defaultCookingTimeInMinutes ?? null,
    }),
    [settings.orderCardMode, fontSize, format, venue?.defaultCookingTimeInMinutes],
  );
  const opened = useMemo(
    () =>
      openId === null
        ? null
        : (Object.values(lists ?? {})
            .flat()
            .find((o) => o.id === openId) ?? null),
    [lists, openId],
  );

  return (
    <>
      {/* Another venue's board (an admin's, a dealer's): its own connection and alarms while open; the
          new-order sound belongs to the page of new orders. */}
      {!layoutKeepsVenue && (
        <Suspense fallback={null}>
          <VenueAlarms venueId={venueId} ringNewOrders={page === 1} />
        </Suspense>
      )}
      <BoardHeader title={t(PAGE_TITLE_KEYS[page])} venue={venue} />
      {venue && !venue.status && (
        <Suspense fallback={null}>
          <VenueClosedBanner venue={venue} />
        </Suspense>
      )}
      {phone && (
        <Suspense fallback={null}>
          <BoardColumnTabs
            columns={columns}
            counts={columns.map((column) => lists?.[column.statusId]?.length)}
            selected={shownColumn}
            onSelect={setPhoneColumn}
          />
        </Suspense>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}
        data-testid="order-board"
        data-page={page}
      >
        {columns.map((column) => {
          // On a phone one column shows at a time, chosen by its tab.
          if (phone && column.key !== shownColumn) return null;
          const orders = lists?.[column.statusId];
          return (
            <Box
              key={column.key}
              sx={{
                minWidth: 0,
                gridColumn: {
                  xs: 'span 12',
                  md: `span ${column.mdWidth}`,
                  lg: `span ${column.width}`,
                },
              }}
            >
              <BoardColumn
                column={column}
                orders={orders && sortOrders(orders, asc)}
                now={now}
                actionsFor={actionsFor}
                busyIds={busyIds}
                view={view}
                onAction={onAction}
                onOpen={onOpen}
                {...(orders && more.canLoadMore(column.statusId, orders)
                  ? {
                      onLoadMore: () => more.loadMore(column.statusId, orders),
                      loadingMore: more.loadingStatus === column.statusId,
                    }
                  : {})}
              />
            </Box>
          );
        })}
      </Box>
      <OrderDetailsDialog
        order={opened}
        actions={opened ? dialogActionsFor(opened) : []}
        busy={opened ? busyIds.has(opened.id) : false}
        fontSize={fontSize}
        defaultCookingMinutes={view.defaultCookingMinutes}
        now={now}
        onAction={onAction}
        onClose={() => setOpenId(null)}
        onPrint={(order) => print.mutate({ id: order.id })}
      />
      {ticket && <PrintTicket order={ticket} onDone={endTicket} />}
      {venue && (
        <AcceptOrderDialog
          order={accepting}
          venue={venue}
          onClose={() => setAccepting(null)}
          onConfirm={(order, cookingTimeInMinutes) => {
            setAccepting(null);
            accept.mutate({ id: order.id, cookingTimeInMinutes, isForce: false });
          }}
        />
      )}
      {venue && (
        <AcceptOrderDialog
          mode="edit"
          order={editing}
          venue={venue}
          onClose={() => setEditing(null)}
          onConfirm={(order, cookingTimeInMinutes) => {
            setEditing(null);
            editTime.mutate({ id: order.id, cookingTimeInMinutes });
          }}
        />
      )}
      {venue && (
        <AcceptOrderDialog
          mode="force"
          order={forcing}
          venue={venue}
          onClose={() => setForcing(null)}
          onConfirm={(order, cookingTimeInMinutes) => {
            setForcing(null);
            forceIntoProduction.mutate({ id: order.id, cookingTimeInMinutes });
          }}
        />
      )}
      <ForcePickUpDialog
        order={forcingPickUp}
        onClose={() => setForcingPickUp(null)}
        onConfirm={(order) => markPickedUp({ id: order.id, isForce: true })}
      />
      <RejectOrderDialog
        order={rejecting}
        onClose={() => setRejecting(null)}
        onConfirm={(order, code, reason) => {
          setRejecting(null);
          // A BAD or incorrect order is rejected here whatever the POS said (force-reject); so is an
          // order of a platform without a reject call (Glovo), which its support cancels.
          if (
            order.stateId === OrderState.BAD ||
            order.statusId === OrderStatus.INCORRECT ||
            !platformCanReject(order.platform)
          )
            forceRejectOrder.mutate({ id: order.id, code, reason });
          else reject.mutate({ id: order.id, code, reason });
        }}
      />
    </>
  );
}
