import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  OrderState,
  OrderStatus,
  PLATFORM_DISPLAY_NAMES,
  readyByOf,
  rk7ErrorOfText,
  waitsForAcceptance,
  type TOrder,
} from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ClockIcon, WarningIcon } from '../../../components/icons';
import { useResendPlatformCall } from '../api/order-actions';
import { minutesSince, orderLabel } from '../lib/format-order';
import { PLATFORM_COLORS } from '../lib/platform-style';
import { OrderReadyBy } from './order-ready-by';
import { OrderWait } from './order-wait';

// Sizes are in em of the card, whose font size is the user's FontSize setting.

export function Marker({
  testId,
  color,
  text,
}: {
  testId: string;
  color: 'error' | 'warning';
  text: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 0.75,
        alignItems: 'flex-start',
        color: `${color}.dark`,
        fontSize: '0.8125em',
        fontWeight: 600,
      }}
    >
      <WarningIcon sx={{ fontSize: '1.2em', mt: '1px', color: `${color}.main` }} />
      <span>{text}</span>
    </Box>
  );
}

/** Lifts a control of the card above the popup card's stretched open button, so it gets its own clicks. */
export const ABOVE_OPEN_AREA = { position: 'relative', zIndex: 1 } as const;

const NUMBER_SX = {
  fontSize: '1.45em',
  fontWeight: 700,
  lineHeight: 1.1,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

/**
 * Order number and platform. The number is never cut (a courier asks for it): in a narrow column
 * (Ready) the platform chip moves below it, and a number longer than the card breaks onto a second line.
 * With `onOpen` (a popup card) the number is the button that opens the order, and a click anywhere on
 * the card that is not another control lands on it.
 */
export function CardTitle({ order, onOpen }: { order: TOrder; onOpen?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const platform = PLATFORM_COLORS[order.platform];
  const number = `#${orderLabel(order)}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, columnGap: 1, flexWrap: 'wrap' }}>
      {onOpen ? (
        <ButtonBase
          data-testid="order-number"
          data-card-open=""
          disableRipple
          aria-haspopup="dialog"
          aria-label={t('orders.card.open', { number: orderLabel(order) })}
          onClick={onOpen}
          sx={{
            font: 'inherit',
            ...NUMBER_SX,
            display: 'block',
            textAlign: 'left',
            color: 'inherit',
            // The card, not the button, is the positioned box the hit area stretches over.
            position: 'static',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {number}
        </ButtonBase>
      ) : (
        <Typography data-testid="order-number" sx={NUMBER_SX}>
          {number}
        </Typography>
      )}
      {order.stateId === OrderState.BAD && (
        <WarningIcon sx={{ color: 'error.main', fontSize: '1.2em' }} data-testid="order-bad-icon" />
      )}
      <Chip
        size="small"
        label={PLATFORM_DISPLAY_NAMES[order.platform]}
        data-testid="platform-chip"
        sx={{ bgcolor: platform.bg, color: platform.fg, height: '1.4em', fontSize: '0.75em' }}
      />
    </Box>
  );
}

/**
 * Customer, the time the order came in and how long ago; an incoming order's wait, an Outgoing
 * order's ready-by time.
 */
export function CardMeta({
  order,
  now,
  time,
  formatTime,
}: {
  order: TOrder;
  now: number;
  time: string;
  formatTime: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const minutes = minutesSince(order.createdAt, now);
  const readyBy = readyByOf(order, now);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        columnGap: 1,
        mt: 0.75,
        color: 'text.secondary',
      }}
    >
      {/* The times move below the customer when the card is narrow, so the name is never hidden. */}
      <Typography
        data-testid="order-customer"
        sx={{
          flex: '1 1 6em',
          minWidth: 0,
          fontSize: '0.875em',
          fontWeight: 600,
          color: 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {order.customerName ?? t('orders.card.noCustomer')}
      </Typography>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          flexWrap: 'wrap',
          fontSize: '0.8125em',
          whiteSpace: 'nowrap',
        }}
      >
        <ClockIcon sx={{ fontSize: '1.15em' }} />
        <span data-testid="order-time">{time}</span>
        <span aria-hidden>·</span>
        {waitsForAcceptance(order.statusId) ? (
          <OrderWait order={order} />
        ) : readyBy ? (
          <OrderReadyBy order={order} now={now} formatTime={formatTime} />
        ) : (
          <span data-testid="order-age">{t('orders.card.minutesAgo', { count: minutes })}</span>
        )}
      </Box>
    </Box>
  );
}

/**
 * A POS error as the staff read it: for a refusal r_keeper's error table knows, what to do in r_keeper
 * (in the user's language) before r_keeper's own words; otherwise the error as it came.
 */
function posErrorInWords(posError: string, t: TFunction): string {
  const known = rk7ErrorOfText(posError);
  const advice = known ? RK_ERROR_ADVICE[known.advice] : undefined;
  if (!known || !advice) return posError;
  return t('orders.rkError.withWords', { advice: t(advice), words: known.words });
}

/** The advice of each entry of r_keeper's error table (packages/contracts pos/rk7-errors.ts). */
const RK_ERROR_ADVICE: Record<string, string> = {
  shiftClosing: 'orders.rkError.shiftClosing',
  orderLocked: 'orders.rkError.orderLocked',
  shiftTooLong: 'orders.rkError.shiftTooLong',
  visitClosed: 'orders.rkError.visitClosed',
  licence: 'orders.rkError.licence',
  guestCount: 'orders.rkError.guestCount',
  paySum: 'orders.rkError.paySum',
  requestRefused: 'orders.rkError.requestRefused',
};

/**
 * A failed hand-over to the POS (with its tries and the next one while it is retried by itself) and
 * a platform call that did not get through (with Send again), when there are any.
 */
export function CardProblems({ order, formatTime }: { order: TOrder; formatTime?: (iso: string) => string }) {
  const { t } = useTranslation();
  const bad = order.stateId === OrderState.BAD;
  if (!bad && !order.platformError && order.posProblems.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 1.25 }}>
      {bad && (
        <Marker
          testId="pos-failed"
          color="error"
          text={
            order.posError
              ? t('orders.card.posFailedWith', { error: posErrorInWords(order.posError, t) })
              : t('orders.card.posFailed')
          }
        />
      )}
      {bad && order.posRetryAt && formatTime && (
        <Typography data-testid="pos-retry" sx={{ fontSize: '0.75em', color: 'text.secondary', pl: 2.5 }}>
          {t('orders.card.posRetry', { count: order.posAttempts ?? 1, time: formatTime(order.posRetryAt) })}
        </Typography>
      )}
      {order.posProblems.map((problem) => (
        <Marker key={problem} testId="pos-problem" color="error" text={problem} />
      ))}
      {order.platformError && <Marker testId="platform-error" color="warning" text={order.platformError} />}
      {order.platformFailedAction && <ResendButton orderId={order.id} />}
    </Box>
  );
}

function ResendButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const resend = useResendPlatformCall();
  return (
    <Box sx={{ pl: 2.5, ...ABOVE_OPEN_AREA }}>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        data-testid="order-resend"
        disabled={resend.isPending}
        onClick={(event) => {
          event.stopPropagation();
          resend.mutate({ id: orderId });
        }}
        sx={{ fontSize: '0.75em' }}
      >
        {t('orders.actions.resend')}
      </Button>
    </Box>
  );
}

/** A delayed order (`delayOrderSaving`): when it goes to the till and the kitchen. */
export function CardDelay({ order, formatTime }: { order: TOrder; formatTime: (iso: string) => string }) {
  const { t } = useTranslation();
  if (order.statusId !== OrderStatus.DELAYED || !order.delayedUntil) return null;
  return (
    <Typography data-testid="order-delayed-until" sx={{ mt: 0.75, fontSize: '0.8125em', fontWeight: 600 }}>
      {t('orders.card.delayedUntil', { time: formatTime(order.delayedUntil) })}
    </Typography>
  );
}

/** A cancelled or refunded order whose r_keeper check was voided or returned. */
export function CardVoided({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  if (!order.posVoidedAt) return null;
  return (
    <Typography
      data-testid="order-pos-voided"
      sx={{ mt: 0.75, fontSize: '0.8125em', color: 'text.secondary' }}
    >
      {t('orders.card.posVoided')}
    </Typography>
  );
}
