import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PLATFORM_DISPLAY_NAMES,
  REJECT_REASON_MAX_LENGTH,
  ZRejectOrderRequest,
  type TOrder,
} from '@orderdesk/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { orderLabel } from '../lib/format-order';

const rejectFormSchema = z.object({ reason: ZRejectOrderRequest.shape.reason });
type RejectForm = z.input<typeof rejectFormSchema>;

interface Props {
  order: TOrder | null;
  onClose: () => void;
  onConfirm: (order: TOrder, reason: string) => void;
}

/** Asks why the order is rejected; the platform is told the reason. */
export function RejectOrderDialog({ order, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const max = REJECT_REASON_MAX_LENGTH;
  const { control, handleSubmit, reset } = useForm<RejectForm, unknown, z.output<typeof rejectFormSchema>>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '' },
  });

  useEffect(() => {
    if (order) reset({ reason: '' });
  }, [order, reset]);

  const messageFor = (type: string | undefined) =>
    type === 'too_big' ? t('orders.reject.tooLong', { max }) : t('orders.reject.required');
  const platform = order ? PLATFORM_DISPLAY_NAMES[order.platform] : '';

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reject-order-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => order && onConfirm(order, values.reason))}
      >
        <DialogTitle id="reject-order-title" sx={{ fontWeight: 700 }}>
          {t('orders.reject.title')}
        </DialogTitle>
        <DialogContent>
          {order && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              {t('orders.accept.summary', {
                number: orderLabel(order),
                platform,
                customer: order.customerName ?? t('orders.card.noCustomer'),
              })}
            </Typography>
          )}
          <Controller
            name="reason"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                label={t('orders.reject.reason')}
                autoFocus
                fullWidth
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error
                    ? messageFor(fieldState.error.type)
                    : t('orders.reject.hint', { platform, max })
                }
                slotProps={{ htmlInput: { maxLength: max } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('shared.cancel')}</Button>
          <Button type="submit" variant="contained" color="error">
            {t('orders.reject.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
