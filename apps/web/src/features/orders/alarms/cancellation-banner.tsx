import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { OrderStatus, PLATFORM_DISPLAY_NAMES, type TOrder, type TPlatformKind } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';

/** What the kitchen was doing with the order when the platform ended it. */
const WAS_KEYS: Partial<Record<number, string>> = {
  [OrderStatus.DELAYED]: 'orders.alarms.cancelled.wasDelayed',
  [OrderStatus.PRODUCTION]: 'orders.alarms.cancelled.wasCooking',
  [OrderStatus.READY]: 'orders.alarms.cancelled.wasReady',
};

/**
 * A platform cancelled or refunded an order the venue had accepted: which order, from which platform,
 * what was being made. It stays until someone presses Got it.
 */
export function CancellationBanner({
  order,
  onAcknowledge,
}: {
  order: TOrder;
  onAcknowledge: (orderId: number) => void;
}) {
  const { t } = useTranslation();
  const platform = PLATFORM_DISPLAY_NAMES[order.platform as TPlatformKind] ?? order.platform;
  const number = order.orderNumber ?? order.platformOrderId;
  const items = order.items.map((item) => `${item.count} × ${item.name}`).join(', ');
  const wasKey = WAS_KEYS[order.endedFromStatusId ?? -1] ?? 'orders.alarms.cancelled.wasCooking';
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      data-testid="cancellation-alarm"
      data-order-id={order.id}
      action={
        <Button
          color="inherit"
          variant="outlined"
          onClick={() => onAcknowledge(order.id)}
          data-testid="cancellation-acknowledge"
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
        >
          {t('orders.alarms.cancelled.acknowledge')}
        </Button>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {order.statusId === OrderStatus.REFUNDED
          ? t('orders.alarms.cancelled.refundedTitle', { platform, number })
          : t('orders.alarms.cancelled.title', { platform, number })}
      </AlertTitle>
      {t(wasKey, { items })}
      {order.platformError ? ` ${t('orders.alarms.cancelled.reason', { reason: order.platformError })}` : ''}
    </Alert>
  );
}
