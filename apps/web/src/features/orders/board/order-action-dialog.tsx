import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TOrder } from '@orderdesk/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderLabel } from '../lib/format-order';
import { DialogFooter } from '../../../components/dialog-footer';

/** A finger's size on phones and tablets (below 1200 px). */
const FINGER_SIZED = { minHeight: { xs: 44, lg: 36 }, minWidth: { xs: 72, lg: 64 } } as const;

interface Props {
  /** The order acted on; `null` keeps the dialog closed. */
  order: TOrder | null;
  titleId: string;
  title: string;
  confirmLabel: string;
  confirmColor: 'primary' | 'error';
  cancelColor?: 'error';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields, under the order's summary. */
  children: ReactNode;
}

/** A small form about one order: its number, platform and customer, the fields, then cancel or confirm. */
export function OrderActionDialog({
  order,
  titleId,
  title,
  confirmLabel,
  confirmColor,
  cancelColor,
  onClose,
  onSubmit,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          {order && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              {t('orders.accept.summary', {
                number: orderLabel(order),
                platform: PLATFORM_DISPLAY_NAMES[order.platform],
                customer: order.customerName ?? t('orders.card.noCustomer'),
              })}
            </Typography>
          )}
          {children}
        </DialogContent>
        <DialogFooter
          confirmLabel={confirmLabel}
          onCancel={onClose}
          confirmColor={confirmColor}
          cancelColor={cancelColor ?? 'primary'}
          buttonSx={FINGER_SIZED}
        />
      </Box>
    </Dialog>
  );
}
