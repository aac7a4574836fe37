import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  OrderState,
  OrderStatus,
  isPreorderStartDue,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, orderTotal } from '../lib/format-order';
import { OrderCardActions } from './order-card-actions';
import {
  ABOVE_OPEN_AREA,
  CardDelay,
  CardMeta,
  CardProblems,
  CardTitle,
  CardVoided,
} from './order-card-parts';
import { OrderTicket, PreorderTimes, TicketSummary } from './order-ticket';
import { OrderKitchenReady } from './order-kitchen-ready';
import { OrderRejectReason } from './order-reject-reason';

export interface OrderCardView {
  /** expanded: everything on the card; popup: a compact card that opens the details in a dialog. */
  mode: 'expanded' | 'popup';
  /** The user's FontSize setting, in px: every size on the card scales with it. */
  fontSize: number;
  formatTime: (iso: string) => string;
  /** The venue's default cooking time (a pre-order's start-cooking time until one is agreed); null while unknown. */
  defaultCookingMinutes: number | null;
}

export interface OrderCardProps {
  order: TOrder;
  now: number;
  actions: readonly OrderAction[];
  busy: boolean;
  view: OrderCardView;
  onAction: (action: OrderAction, order: TOrder) => void;
  onOpen: (order: TOrder) => void;
}

/**
 * Whether a card would draw the same: every prop the same object, its actions the same buttons. The
 * column works the actions out afresh for each card at every render, so without this a new order
 * arriving, or one changing, redrew every card on the board.
 */
export function sameCard(before: OrderCardProps, after: OrderCardProps): boolean {
  return (Object.keys(after) as (keyof OrderCardProps)[]).every((key) =>
    key === 'actions' ? sameActions(before.actions, after.actions) : Object.is(before[key], after[key]),
  );
}

function sameActions(before: readonly OrderAction[], after: readonly OrderAction[]): boolean {
  return before.length === after.length && before.every((action, i) => action === after[i]);
}

export const OrderCard = memo(function OrderCard({
  order,
  now,
  actions,
  busy,
  view,
  onAction,
  onOpen,
}: OrderCardProps) {
  const { t } = useTranslation();
  const bad = order.stateId === OrderState.BAD;
  const popup = view.mode === 'popup';
  const cookingMinutes = view.defaultCookingMinutes ?? order.adjustedTimeInMinutes;
  const startDue = cookingMinutes !== null && isPreorderStartDue(order, cookingMinutes, now);
  const open = () => onOpen(order);

  // A popup card opens its order through one button, the order number, whose hit area is stretched
  // over the whole card; the actions sit above that area as buttons of their own, so no control holds
  // another and each one is reached with Tab.
  return (
    <Paper
      variant="outlined"
      data-testid="order-card"
      data-order-id={order.id}
      data-status-id={order.statusId}
      data-state-id={order.stateId}
      data-mode={view.mode}
      data-attention={startDue ? 'start-cooking' : undefined}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: popup ? 1.5 : 2,
        fontSize: view.fontSize,
        borderLeft: startDue ? 8 : 4,
        borderLeftColor: bad ? 'error.main' : startDue ? '#7A3E00' : 'primary.main',
        cursor: popup ? 'pointer' : undefined,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: '0 4px 16px rgba(27, 34, 48, 0.08)' },
        '&:has([data-card-open]:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }} />}
      <CardTitle order={order} onOpen={popup ? open : undefined} />
      <CardMeta
        order={order}
        now={now}
        time={view.formatTime(order.createdAt)}
        formatTime={view.formatTime}
      />
      <PreorderTimes order={order} defaultCookingMinutes={view.defaultCookingMinutes} now={now} />
      <CardDelay order={order} formatTime={view.formatTime} />
      <CardVoided order={order} />
      {popup ? <TicketSummary order={order} /> : <OrderTicket order={order} />}
      {/* A failed hand-over is shown in both modes: the order needs someone now. */}
      <CardProblems order={order} formatTime={view.formatTime} />
      <OrderRejectReason order={order} />
      <OrderKitchenReady order={order} />
      {/* An expanded card has no dialog of its own: mending an Incorrect order opens it. */}
      {!popup && order.statusId === OrderStatus.INCORRECT && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={open} data-testid="order-mend">
          {t('orders.mending.open')}
        </Button>
      )}
      <Divider sx={{ my: popup ? 1.25 : 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography data-testid="order-total" sx={{ fontWeight: 700, flex: 1, fontSize: '1em' }}>
          {formatMoney(orderTotal(order), order.currency)}
        </Typography>
        <Box sx={ABOVE_OPEN_AREA}>
          <OrderCardActions
            actions={actions}
            busy={busy}
            order={order}
            onAction={(action) => onAction(action, order)}
          />
        </Box>
      </Box>
    </Paper>
  );
}, sameCard);
