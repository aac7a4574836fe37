import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OrderState, PLATFORM_DISPLAY_NAMES, type OrderAction, type TOrder } from '@orderdesk/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, WarningIcon } from '../../../components/icons';
import { formatMoney, minutesSince, orderLabel, orderTotal } from '../lib/format-order';
import { PLATFORM_COLORS } from '../lib/platform-style';
import { OrderCardActions } from './order-card-actions';

interface Props {
  order: TOrder;
  now: number;
  actions: readonly OrderAction[];
  busy: boolean;
  onAction: (action: OrderAction, order: TOrder) => void;
}

function Marker({ testId, color, text }: { testId: string; color: 'error' | 'warning'; text: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 0.75,
        alignItems: 'flex-start',
        color: `${color}.dark`,
        fontSize: 13,
        fontWeight: 600,
      }}
    >
      <WarningIcon sx={{ fontSize: 16, mt: '1px', color: `${color}.main` }} />
      <span>{text}</span>
    </Box>
  );
}

export const OrderCard = memo(function OrderCard({ order, now, actions, busy, onAction }: Props) {
  const { t } = useTranslation();
  const bad = order.stateId === OrderState.BAD;
  const platform = PLATFORM_COLORS[order.platform];
  const minutes = minutesSince(order.createdAt, now);

  return (
    <Paper
      variant="outlined"
      data-testid="order-card"
      data-order-id={order.id}
      data-status-id={order.statusId}
      data-state-id={order.stateId}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: 2,
        borderLeft: 4,
        borderLeftColor: bad ? 'error.main' : 'primary.main',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: '0 4px 16px rgba(27, 34, 48, 0.08)' },
      }}
    >
      {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          data-testid="order-number"
          sx={{ fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.1, flex: 1, minWidth: 0 }}
          noWrap
        >
          #{orderLabel(order)}
        </Typography>
        <Chip
          size="small"
          label={PLATFORM_DISPLAY_NAMES[order.platform]}
          data-testid="platform-chip"
          sx={{ bgcolor: platform.bg, color: platform.fg, height: 22 }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mt: 0.75,
          color: 'text.secondary',
          fontSize: 14,
        }}
      >
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, color: 'text.primary' }}
          noWrap
        >
          {order.customerName ?? t('orders.card.noCustomer')}
        </Typography>
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          data-testid="order-age"
        >
          <ClockIcon sx={{ fontSize: 15 }} />
          {t('orders.card.minutesAgo', { count: minutes })}
        </Box>
      </Box>
      {order.items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.25, display: 'grid', gap: 0.25 }}>
          {order.items.map((item, index) => (
            <Typography component="li" variant="body2" key={`${item.name}-${index}`}>
              <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
                {t('orders.card.itemCount', { count: item.count })}
              </Box>
              {item.name}
            </Typography>
          ))}
        </Box>
      )}
      {(bad || order.platformError) && (
        <Box sx={{ display: 'grid', gap: 0.5, mt: 1.25 }}>
          {bad && <Marker testId="pos-failed" color="error" text={t('orders.card.posFailed')} />}
          {order.platformError && (
            <Marker testId="platform-error" color="warning" text={order.platformError} />
          )}
        </Box>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography data-testid="order-total" sx={{ fontWeight: 700, flex: 1 }}>
          {formatMoney(orderTotal(order), order.currency)}
        </Typography>
        <OrderCardActions actions={actions} busy={busy} onAction={(action) => onAction(action, order)} />
      </Box>
    </Paper>
  );
});
