import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {
  PLATFORM_DISPLAY_NAMES,
  REJECT_REASON_MAX_LENGTH,
  ZRejectOrderRequest,
  type TOrder,
  platformCanReject,
} from '@orderdesk/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OrderActionDialog } from './order-action-dialog';

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
    <OrderActionDialog
      order={order}
      titleId="reject-order-title"
      title={t('orders.reject.title')}
      confirmLabel={t('orders.reject.confirm')}
      confirmColor="error"
      onClose={onClose}
      onSubmit={handleSubmit((values) => order && onConfirm(order, values.reason))}
    >
      {order && !platformCanReject(order.platform) && (
        <Alert severity="warning" data-testid="no-reject-api" sx={{ mb: 2 }}>
          {t('orders.reject.noApi', { platform })}
        </Alert>
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
                : order && !platformCanReject(order.platform)
                  ? t('orders.reject.hintBoardOnly', { max })
                  : t('orders.reject.hint', { platform, max })
            }
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        )}
      />
    </OrderActionDialog>
  );
}
