import Typography from '@mui/material/Typography';
import type { TOrder } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { rejectedBecause } from '../lib/reject-reason';

/** A rejected order says why: the reason picked and the note written when it was rejected. */
export function OrderRejectReason({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const reason = rejectedBecause(t, order);
  if (!reason) return null;
  return (
    <Typography
      data-testid="order-reject-reason"
      sx={{ mt: 0.75, fontSize: '0.875em', fontWeight: 600, color: 'error.dark', overflowWrap: 'anywhere' }}
    >
      {t('orders.card.rejectedBecause', { reason })}
    </Typography>
  );
}
