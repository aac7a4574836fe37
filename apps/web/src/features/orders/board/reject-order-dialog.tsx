import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  OrderState,
  OrderStatus,
  PLATFORM_DISPLAY_NAMES,
  REJECT_REASON_MAX_LENGTH,
  ZRejectOrderRequest,
  type TOrder,
  platformCanReject,
  rejectCodesOf,
} from '@orderdesk/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OrderActionDialog } from './order-action-dialog';

/**
 * The texts of the platforms' reject reason codes (contracts' PLATFORM_REJECT_CODES); a code without one
 * shows as the platform spells it. Keys written out, not built, so the translation check sees them used.
 */
const REJECT_CODE_TEXTS: Readonly<Record<string, string>> = {
  ITEMS_UNAVAILABLE: 'orders.reject.codes.ITEMS_UNAVAILABLE',
  VENUE_CLOSING_SOON: 'orders.reject.codes.VENUE_CLOSING_SOON',
  GENERIC: 'orders.reject.codes.GENERIC',
};

const rejectFormSchema = z.object({ reason: ZRejectOrderRequest.shape.reason });
type RejectForm = z.input<typeof rejectFormSchema>;

interface Props {
  order: TOrder | null;
  onClose: () => void;
  /** `code`: the platform's own reason code, where it has them (Wolt). */
  onConfirm: (order: TOrder, reason: string, code?: string) => void;
}

/** A good incoming order is declined through the platform's reject call, which may take a code. */
function platformCodesFor(order: TOrder | null): readonly string[] {
  if (!order || order.statusId !== OrderStatus.RECEIVED || order.stateId !== OrderState.GOOD) return [];
  return rejectCodesOf(order.platform);
}

/** Asks why the order is rejected (and the platform's own reason where it has them); the platform is told. */
export function RejectOrderDialog({ order, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const max = REJECT_REASON_MAX_LENGTH;
  const { control, handleSubmit, reset } = useForm<RejectForm, unknown, z.output<typeof rejectFormSchema>>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '' },
  });

  const codes = platformCodesFor(order);
  const [code, setCode] = useState('');
  useEffect(() => {
    if (order) reset({ reason: '' });
    setCode(platformCodesFor(order)[0] ?? '');
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
      onSubmit={handleSubmit(
        (values) => order && onConfirm(order, values.reason, codes.includes(code) ? code : undefined),
      )}
    >
      {order && !platformCanReject(order.platform) && (
        <Alert severity="warning" data-testid="no-reject-api" sx={{ mb: 2 }}>
          {t('orders.reject.noApi', { platform })}
        </Alert>
      )}
      {codes.length > 0 && (
        <TextField
          select
          fullWidth
          label={t('orders.reject.code')}
          value={codes.includes(code) ? code : ''}
          onChange={(event) => setCode(event.target.value)}
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'reject-code' } }}
        >
          {codes.map((option) => (
            <MenuItem key={option} value={option}>
              {REJECT_CODE_TEXTS[option] ? t(REJECT_CODE_TEXTS[option]) : option}
            </MenuItem>
          ))}
        </TextField>
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
