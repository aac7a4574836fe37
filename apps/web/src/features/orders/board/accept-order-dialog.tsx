import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  newOrderCookingMinutes,
  ZAcceptOrderRequest,
  type TOrder,
  type TVenueSummary,
} from '@orderdesk/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OrderActionDialog } from './order-action-dialog';

const cookingTime = ZAcceptOrderRequest.shape.cookingTimeInMinutes;
const QUICK_PICKS = [10, 15, 20, 30, 45];

/** The minute chips offered: the usual picks and the time the dialog starts on, within the limits. */
export function minuteChoices(start: number, min: number, max: number): number[] {
  return [...new Set([...QUICK_PICKS, start])]
    .filter((pick) => pick >= min && pick <= max)
    .sort((a, b) => a - b);
}

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
  /**
   * Edit on Pre-order and Delayed asks the same question under its own title; so does Force, which
   * puts an order whose hand-over failed into production without r_keeper and tells the platform.
   */
  mode?: 'accept' | 'edit' | 'force';
}

const TITLE_KEYS = { accept: 'orders.accept.title', edit: 'orders.edit.title', force: 'orders.force.title' };
const CONFIRM_KEYS = {
  accept: 'orders.accept.confirm',
  edit: 'orders.edit.confirm',
  force: 'orders.force.confirm',
};

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
  // The dialog opens on the minute chips, not the number field, so a phone's keyboard stays down:
  // the chip it starts on takes the focus each time it is mounted (the dialog opens).
  const focusStartChip = useCallback((chip: HTMLDivElement | null) => chip?.focus(), []);

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
      title={t(TITLE_KEYS[mode])}
      confirmLabel={t(CONFIRM_KEYS[mode])}
      confirmColor={mode === 'force' ? 'error' : 'primary'}
      cancelColor={mode === 'force' ? undefined : 'error'}
      onClose={onClose}
      onSubmit={handleSubmit((values) => order && onConfirm(order, values.cookingTimeInMinutes))}
    >
      {mode === 'force' && (
        <Alert severity="warning" data-testid="force-warning" sx={{ mb: 2 }}>
          {t('orders.force.warning')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="minute-choices">
        {minuteChoices(defaultMinutes, min, max).map((pick) => (
          <Chip
            key={pick}
            ref={pick === defaultMinutes ? focusStartChip : undefined}
            data-testid={`minutes-${pick}`}
            label={t('orders.accept.minutes', { count: pick })}
            color={pick === minutes ? 'primary' : 'default'}
            variant={pick === minutes ? 'filled' : 'outlined'}
            aria-pressed={pick === minutes}
            onClick={() => setValue('cookingTimeInMinutes', pick, { shouldValidate: true })}
            sx={{ height: 44, minWidth: 64, fontSize: '0.9375rem', borderRadius: 22 }}
          />
        ))}
      </Box>
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
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error ? messageFor(fieldState.error.type) : t('orders.accept.hint', { max })
            }
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        )}
      />
    </OrderActionDialog>
  );
}
