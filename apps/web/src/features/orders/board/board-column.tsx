import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { BoardColumn as TBoardColumn, OrderAction, TOrder } from '@orderdesk/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnHold } from '../lib/column-hold';
import { useSettlingColumn } from '../lib/settling-column';
import { OrderCard, type OrderCardView } from './order-card';

interface Props {
  column: TBoardColumn;
  orders: readonly TOrder[] | undefined;
  now: number;
  actionsFor: (order: TOrder) => OrderAction[];
  busyIds: ReadonlySet<number>;
  view: OrderCardView;
  onAction: (action: OrderAction, order: TOrder) => void;
  onOpen: (order: TOrder) => void;
  /** Set on a long column that may hold more orders than it loaded: its "Load more" button. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

export function BoardColumn({
  column,
  orders,
  now,
  actionsFor,
  busyIds,
  view,
  onAction,
  onOpen,
  onLoadMore,
  loadingMore = false,
}: Props) {
  const { t } = useTranslation();
  const title = t(column.titleKey, { defaultValue: column.title });
  // A new order never moves the card under a finger: it waits behind the "N new" pill meanwhile.
  const hold = useColumnHold(orders);
  // …and a tap that was on its way when the cards moved does not land on whatever took their place.
  const cardsRef = useRef<HTMLDivElement>(null);
  const layoutKey = orders ? hold.shown.map((order) => order.id).join(',') : null;
  const settle = useSettlingColumn(cardsRef, layoutKey, `${view.mode}:${view.fontSize}`);
  return (
    <Paper
      component="section"
      aria-label={title}
      data-testid={`board-column-${column.statusId}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#EEF1F8',
        boxShadow: 'none',
        minHeight: 240,
      }}
    >
      {/* One line whatever it holds (the title shortens): the "N new" pill appearing moves no card. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.75, pb: 1.25 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          noWrap
          title={title}
          sx={{ flex: 1, minWidth: 0, fontWeight: 700 }}
        >
          {title}
        </Typography>
        {hold.waiting > 0 && (
          <Button
            variant="contained"
            data-testid="column-new-orders"
            title={t('orders.board.newOrdersHint')}
            onClick={hold.release}
            sx={{
              flexShrink: 0,
              height: 28,
              minHeight: 28,
              minWidth: 0,
              px: 1.25,
              borderRadius: 14,
              fontSize: 13,
              fontWeight: 700,
              whiteSpace: 'nowrap',
              boxShadow: 2,
              // A finger's target (44 px high) without a taller line: the header's padding takes the rest.
              '&::before': { content: '""', position: 'absolute', inset: '-8px -4px' },
            }}
          >
            {t('orders.board.newOrders', { count: hold.waiting })}
          </Button>
        )}
        <Box
          data-testid="column-count"
          sx={(theme) => ({
            flexShrink: 0,
            minWidth: 28,
            height: 24,
            px: 1,
            borderRadius: 12,
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
            bgcolor: orders?.length ? 'primary.dark' : alpha(theme.palette.text.primary, 0.08),
            color: orders?.length ? 'primary.contrastText' : 'text.secondary',
          })}
        >
          {orders?.length ?? 0}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          ref={cardsRef}
          data-testid="column-cards"
          role="group"
          aria-disabled={settle.settling || undefined}
          onPointerDownCapture={settle.onPointerDownCapture}
          onMouseDownCapture={settle.onMouseDownCapture}
          onTouchStartCapture={settle.onTouchStartCapture}
          onClickCapture={settle.onClickCapture}
          onPointerDown={(event) => {
            // Load more adds the orders asked for: it holds nothing.
            if (!(event.target as Element).closest('[data-testid="column-load-more"]')) hold.onPointerDown();
          }}
          sx={{
            px: 1.5,
            pb: 1.5,
            display: 'grid',
            gap: 1.25,
            alignContent: 'start',
            flex: 1,
            overflowY: 'auto',
            ...(settle.ignoredOrderId && {
              [`& [data-order-id="${settle.ignoredOrderId}"]`]: {
                outline: '3px solid',
                outlineColor: 'warning.main',
                outlineOffset: -3,
              },
            }),
          }}
        >
          {!orders &&
            [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={148} sx={{ borderRadius: 2 }} />)}
          {orders?.length === 0 && (
            <Typography
              data-testid="column-empty"
              variant="body2"
              color="text.disabled"
              sx={{ textAlign: 'center', py: 4 }}
            >
              {t('orders.board.noOrders')}
            </Typography>
          )}
          {orders &&
            hold.shown.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                actions={actionsFor(order)}
                busy={busyIds.has(order.id)}
                view={view}
                onAction={onAction}
                onOpen={onOpen}
              />
            ))}
          {onLoadMore && (
            <Button
              data-testid="column-load-more"
              variant="text"
              disabled={loadingMore}
              onClick={() => {
                hold.release();
                onLoadMore();
              }}
            >
              {t('orders.board.loadMore')}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
