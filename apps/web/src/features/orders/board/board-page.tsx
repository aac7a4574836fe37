import Grid from '@mui/material/Grid';
import {
  boardColumnsForPage,
  orderActions,
  sortOrders,
  OrderStatus,
  type BoardPage as TBoardPage,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { StoreIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useGeneralSettings } from '../../../hooks/use-general-settings';
import { OrderHubConnection } from '../../../hub';
import { useSession } from '../../auth';
import { useAcceptOrder } from '../api/accept-order';
import { useOrderLists } from '../api/get-orders';
import { useVenue } from '../api/get-venue';
import { ordersKeys } from '../api/orders-keys';
import { useNewOrderAlert } from '../lib/use-new-order-alert';
import { useNow } from '../lib/use-now';
import { AcceptOrderDialog } from './accept-order-dialog';
import { BoardColumn } from './board-column';
import { BoardHeader } from './board-header';
import { useBoardVenueId } from './use-board-venue-id';

const PAGE_TITLE_KEYS: Record<TBoardPage, string> = {
  1: 'orders.pages.active',
  2: 'orders.pages.taken',
  3: 'orders.pages.incorrect',
};

/** The live order board of one venue: Active (page 1), Taken (page 2) or Incorrect (page 3) orders. */
export function BoardPage({ page }: { page: TBoardPage }) {
  const { t } = useTranslation();
  const venueId = useBoardVenueId();
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
  return <VenueBoard key={venueId} page={page} venueId={venueId} />;
}

function VenueBoard({ page, venueId }: { page: TBoardPage; venueId: number }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const settings = useGeneralSettings();
  const asc = profile?.additionalUserSettings.OrderSortingAsc ?? false;
  const venue = useVenue(venueId).data;
  const lists = useOrderLists({ venueId, page, asc }).data;
  const now = useNow();
  const [accepting, setAccepting] = useState<TOrder | null>(null);
  const accept = useAcceptOrder({ venueId, page });

  const columns = useMemo(() => boardColumnsForPage(page), [page]);
  const busyIds = new Set(
    useMutationState({
      filters: { mutationKey: ordersKeys.actions(), status: 'pending' },
      select: (mutation) => (mutation.state.variables as { id?: number } | undefined)?.id ?? -1,
    }),
  );
  const venueOpen = venue?.status ?? false;
  const actionsFor = useCallback(
    (order: TOrder) => orderActions(order, { page, venueOpen }),
    [page, venueOpen],
  );
  const incomingIds = useMemo(() => lists?.[OrderStatus.RECEIVED]?.map((o) => o.id), [lists]);
  useNewOrderAlert(page === 1 ? incomingIds : undefined, settings.soundNotif);

  const onAction = useCallback((action: OrderAction, order: TOrder) => {
    if (action === 'accept') setAccepting(order);
  }, []);

  return (
    <>
      <OrderHubConnection venueId={venueId} />
      <BoardHeader title={t(PAGE_TITLE_KEYS[page])} venue={venue} />
      <Grid container spacing={2} data-testid="order-board" data-page={page}>
        {columns.map((column) => {
          const orders = lists?.[column.statusId];
          return (
            <Grid key={column.key} size={{ xs: 12, md: column.mdWidth, lg: column.width }}>
              <BoardColumn
                column={column}
                orders={orders && sortOrders(orders, asc)}
                now={now}
                actionsFor={actionsFor}
                busyIds={busyIds}
                onAction={onAction}
              />
            </Grid>
          );
        })}
      </Grid>
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
    </>
  );
}
