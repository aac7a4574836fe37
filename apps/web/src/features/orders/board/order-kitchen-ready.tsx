import Typography from '@mui/material/Typography';
import type { TOrder } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';

/** An order r_keeper's kitchen display made Ready says so: the till moved it, not a person on the board. */
export function OrderKitchenReady({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  if (order.readyBy !== 'pos-kds') return null;
  return (
    <Typography
      data-testid="order-kitchen-ready"
      sx={{ mt: 0.75, fontSize: '0.875em', fontWeight: 600, color: 'success.dark' }}
    >
      {t('orders.card.readyInKitchen')}
    </Typography>
  );
}
