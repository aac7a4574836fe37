import Button from '@mui/material/Button';
import type { TOrder, TTicketLine } from '@orderdesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SoldOutFromOrder = lazy(async () => ({
  default: (await import('../../../components/sold-out-from-order')).SoldOutFromOrder,
}));

/** Beside a dish in the order dialog: mark it sold out on every platform through the menu's availability. */
export function SoldOutLineAction({ order, line }: { order: TOrder; line: TTicketLine }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        data-testid="line-sold-out"
        aria-label={t('orders.ticket.soldOutDish', { name: line.name })}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0, minHeight: 32, py: 0, fontSize: '0.8125rem' }}
      >
        {t('orders.ticket.soldOut')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SoldOutFromOrder
            venueId={order.venueId}
            platform={order.platform}
            lineName={line.name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
