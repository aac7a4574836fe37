import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  newOrderCookingMinutes,
  ZAcceptOrderRequest,
  type TOrder,
  type TVenueSummary,
} from '@orderdesk/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OrderActionDialog } from './order-action-dialog';

const cookingTime = ZAcceptOrderRequest.shape.cookingTimeInMinutes;
const QUICK_PICKS = [10, 15, 20, 30, 45];

/** The contract's cooking-time rule, capped by the venue's maximum. */
function acceptFormSchema(venueMax: number) {
  return z.object({ cookingTimeInMinutes: cookingTime.max(venueMax) });
}
type AcceptForm = z.infer<ReturnType<typeof acceptFormSchema>>;

interface Props {
  order: TOrder | null;
  venue: TVenueSummary;
  onClose: () => void;
  onConfirm: (order: TOrder, cookingTimeInMinutes: number) => void;
  /** Edit on Pre-order and Delayed asks the same question under its own title. */
  mode?: 'accept' | 'edit';
}

export function AcceptOrderDialog({ order, venue, onClose, onConfirm, mode = 'accept' }: Props) {
  const { t } = useTranslation();
  const min = cookingTime.minValue ?? 1;
  const max = Math.min(venue.maxCookingTimeInMinutes, cookingTime.maxValue ?? Infinity);
  const schema = useMemo(() => acceptFormSchema(max), [max]);
  // A new order starts from the venue's default plus busy mode's minutes while it runs.
  const start =
    (mode === 'edit' ? order?.adjustedTimeInMinutes : null) ??
    newOrderCookingMinutes(venue, venue.busyMode, Date.now());
  const defaultMinutes = Math.min(Math.max(start, min), max);
  const { control, handleSubmit, reset, setValue } = useForm<AcceptForm>({
    resolver: zodResolver(schema),
    defaultValues: { cookingTimeInMinutes: defaultMinutes },
  });

  const minutes = useWatch({ control, name: 'cookingTimeInMinutes' });

  useEffect(() => {
    if (order) reset({ cookingTimeInMinutes: defaultMinutes });
  }, [order, defaultMinutes, reset]);

  const messageFor = (type: string | undefined) =>
    type === 'too_small'
      ? t('orders.accept.tooShort', { min })
      : type === 'too_big'
        ? t('orders.accept.tooLong', { max })
        : t('orders.accept.required');

  return (
    <OrderActionDialog
      order={order}
      titleId="accept-order-title"
      title={mode === 'edit' ? t('orders.edit.title') : t('orders.accept.title')}
      confirmLabel={mode === 'edit' ? t('orders.edit.confirm') : t('orders.accept.confirm')}
      confirmColor="primary"
      cancelColor="error"
      onClose={onClose}
      onSubmit={handleSubmit((values) => order && onConfirm(order, values.cookingTimeInMinutes))}
    >
      <Controller
        name="cookingTimeInMinutes"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={Number.isFinite(field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            label={t('orders.accept.cookingTime')}
            type="number"
            autoFocus
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error ? messageFor(fieldState.error.type) : t('orders.accept.hint', { max })
            }
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {QUICK_PICKS.filter((pick) => pick >= min && pick <= max).map((pick) => (
          <Chip
            key={pick}
            label={t('orders.accept.minutes', { count: pick })}
            color={pick === minutes ? 'primary' : 'default'}
            variant={pick === minutes ? 'filled' : 'outlined'}
            onClick={() => setValue('cookingTimeInMinutes', pick, { shouldValidate: true })}
          />
        ))}
      </Box>
    </OrderActionDialog>
  );
}
