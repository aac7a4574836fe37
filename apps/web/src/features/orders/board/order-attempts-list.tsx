import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { TOrder } from '@orderdesk/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useOrderAttempts } from '../api/order-attempts';

/**
 * The attempt log folded under "Details", below the order's actions: a kitchen needs the actions, a
 * person mending a hand-over the calls. Loaded when it is opened.
 */
export function OrderAttemptsFold({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box data-testid="order-details-fold">
      <Button
        variant="text"
        color="inherit"
        aria-expanded={open}
        aria-controls={id}
        data-testid="order-details-toggle"
        onClick={() => setOpen((shown) => !shown)}
        endIcon={
          <ExpandMoreIcon
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        sx={{ minHeight: 44, color: 'text.secondary' }}
      >
        {t('orders.details.more')}
      </Button>
      {/* The controlled region stays in the page, so aria-controls always names an element. */}
      <Box id={id}>
        <Collapse in={open} unmountOnExit>
          <OrderAttemptsList order={order} />
        </Collapse>
      </Box>
    </Box>
  );
}

/** The attempt log: when, what, how long and with what result each call for the order ran. */
export function OrderAttemptsList({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const attempts = useOrderAttempts(order.id, order.updatedAt);
  return (
    <Box sx={{ mt: 2 }} data-testid="order-attempts">
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {t('orders.attempts.title')}
      </Typography>
      {attempts.isError && <Typography color="error">{t('orders.attempts.loadFailed')}</Typography>}
      {attempts.data?.length === 0 && (
        <Typography sx={{ fontSize: '0.875em' }} color="text.secondary">
          {t('orders.attempts.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {attempts.data?.map((a) => (
          <Box
            component="li"
            key={a.id}
            data-testid="order-attempt"
            data-ok={a.ok}
            sx={{ fontSize: '0.8125em', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
          >
            <Box component="span" color="text.secondary">
              {format.time(a.startedAt)}
            </Box>
            <Box component="span">
              <strong>{a.target === 'pos' ? t('orders.attempts.pos') : t('orders.attempts.platform')}</strong>{' '}
              {a.operation} · {a.durationMs} ms ·{' '}
              <Box component="span" sx={{ color: a.ok ? 'success.main' : 'error.main' }}>
                {a.ok ? t('orders.attempts.ok') : a.error}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
