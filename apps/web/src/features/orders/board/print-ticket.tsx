import GlobalStyles from '@mui/material/GlobalStyles';
import type { TOrder } from '@orderdesk/contracts';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { formatMoney, orderLabel, orderTotal } from '../lib/format-order';
import { OrderTicket } from './order-ticket';

/**
 * A kitchen ticket for venues that do not print through the POS: rendered outside the app and the only
 * thing on paper (print styles hide the rest); the browser's print dialog opens at once.
 */
export function PrintTicket({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '.print-ticket': { display: 'none' },
          '@media print': {
            'body > *:not(.print-ticket)': { display: 'none !important' },
            '.print-ticket': { display: 'block', fontFamily: 'monospace', fontSize: '12pt' },
          },
        }}
      />
      <div className="print-ticket" data-testid="print-ticket">
        <h2>
          {order.platform.toUpperCase()} #{orderLabel(order)}
        </h2>
        <div>{format.dateTime(order.createdAt)}</div>
        {order.customerName && <div>{order.customerName}</div>}
        <hr />
        {order.ticket.dueAt && (
          <div>{t('orders.ticket.due', { time: format.dateTime(order.ticket.dueAt) })}</div>
        )}
        <OrderTicket order={order} variant="print" />
        <hr />
        <strong>{formatMoney(orderTotal(order), order.currency)}</strong>
      </div>
    </>,
    document.body,
  );
}
