import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import {
  OrderState,
  OrderStatus,
  PLATFORM_DISPLAY_NAMES,
  platformCanReject,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { formatMoney, orderTotal } from '../lib/format-order';
import { PosProblemsList } from '../mending/pos-problems-list';
import { OrderAttemptsFold } from './order-attempts-list';
import { OrderCardActions } from './order-card-actions';
import { CardProblems, CardTitle } from './order-card-parts';
import { OrderTicket, PreorderTimes } from './order-ticket';
import { OrderKitchenReady } from './order-kitchen-ready';
import { OrderRejectReason } from './order-reject-reason';
import { SoldOutLineAction } from './sold-out-line-action';

interface Props {
  order: TOrder | null;
  actions: readonly OrderAction[];
  busy: boolean;
  fontSize: number;
  /** The venue's default cooking time, for a pre-order's start-cooking time; null while unknown. */
  defaultCookingMinutes: number | null;
  now: number;
  onAction: (action: OrderAction, order: TOrder) => void;
  onClose: () => void;
  onPrint: (order: TOrder) => void;
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '0.9375em', fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The whole order, opened from a compact card (order-card mode "popup"). */
export function OrderDetailsDialog({
  order,
  actions,
  busy,
  fontSize,
  defaultCookingMinutes,
  now,
  onAction,
  onClose,
  onPrint,
}: Props) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  return (
    <Dialog open={order !== null} onClose={onClose} maxWidth="xs" fullWidth data-testid="order-details">
      {order && (
        <>
          <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, fontSize }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <CardTitle order={order} />
            </Box>
            <IconButton aria-label={t('orders.details.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ fontSize }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 1 }}>
              <Detail
                label={t('orders.details.customer')}
                value={order.customerName ?? t('orders.card.noCustomer')}
              />
              <Detail
                label={t('orders.details.received')}
                value={format.dateTime(order.createdAt)}
                testId="order-received"
              />
              {order.adjustedTimeInMinutes !== null && (
                <Detail
                  label={t('orders.details.cookingTime')}
                  value={t('orders.accept.minutes', { count: order.adjustedTimeInMinutes })}
                />
              )}
            </Box>
            <PreorderTimes order={order} defaultCookingMinutes={defaultCookingMinutes} now={now} />
            <OrderTicket
              order={order}
              lineAction={(line) => <SoldOutLineAction order={order} line={line} />}
            />
            <CardProblems order={order} />
            <OrderRejectReason order={order} />
            <OrderKitchenReady order={order} />
            {order.statusId === OrderStatus.INCORRECT && <PosProblemsList order={order} />}
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                mt: 2,
                pt: 1.5,
                borderTop: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t('orders.details.total')}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="order-details-total">
                {formatMoney(orderTotal(order), order.currency)}
              </Typography>
            </Box>
            {actions.includes('accept') &&
              order.stateId === OrderState.GOOD &&
              !platformCanReject(order.platform) && (
                <Alert severity="info" data-testid="order-no-reject" sx={{ mt: 2 }}>
                  {t('orders.details.noRejectGood', { platform: PLATFORM_DISPLAY_NAMES[order.platform] })}
                </Alert>
              )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button
              variant="text"
              data-testid="order-print"
              onClick={() => onPrint(order)}
              sx={{ mr: 'auto', minHeight: { xs: 44, lg: 36 } }}
            >
              {t('orders.print.button')}
            </Button>
            {actions.length > 0 && (
              <OrderCardActions
                actions={actions}
                busy={busy}
                order={order}
                onAction={(action) => {
                  onClose();
                  onAction(action, order);
                }}
              />
            )}
          </DialogActions>
          {/* The calls made for the order, folded below the actions: mending needs them, cooking does not. */}
          <Box sx={{ px: 2, pb: 1.5 }}>
            <OrderAttemptsFold order={order} />
          </Box>
        </>
      )}
    </Dialog>
  );
}
