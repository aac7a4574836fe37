import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  PLATFORM_DISPLAY_NAMES,
  REJECT_REASON_CODES,
  REJECT_REASON_MAX_LENGTH,
  type TOrder,
  type TRejectReasonCode,
  platformCanReject,
} from '@orderdesk/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectCodeText } from '../lib/reject-reason';
import { OrderActionDialog } from './order-action-dialog';

interface Props {
  order: TOrder | null;
  onClose: () => void;
  /** `code`: the picked reason; `note`: the words written beside it, if any. */
  onConfirm: (order: TOrder, code: TRejectReasonCode, note: string | undefined) => void;
}

/**
 * Asks why the order is rejected: one tap on a reason is enough (Wolt hears it as its own code, the
 * other platforms as words); a note is optional. The order keeps the reason and its card shows it.
 */
export function RejectOrderDialog({ order, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const max = REJECT_REASON_MAX_LENGTH;
  const [code, setCode] = useState<TRejectReasonCode>(REJECT_REASON_CODES[0]);
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!order) return;
    setCode(REJECT_REASON_CODES[0]);
    setNote('');
  }, [order]);

  const platform = order ? PLATFORM_DISPLAY_NAMES[order.platform] : '';
  const toldToPlatform = order ? platformCanReject(order.platform) : true;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order) onConfirm(order, code, note.trim() || undefined);
  };

  return (
    <OrderActionDialog
      order={order}
      titleId="reject-order-title"
      title={t('orders.reject.title')}
      confirmLabel={t('orders.reject.confirm')}
      confirmColor="error"
      onClose={onClose}
      onSubmit={submit}
    >
      {order && !toldToPlatform && (
        <Alert severity="warning" data-testid="no-reject-api" sx={{ mb: 2 }}>
          {t('orders.reject.noApi', { platform })}
        </Alert>
      )}
      <FormControl sx={{ mb: 1.5, width: '100%' }}>
        <FormLabel id="reject-reason-label">{t('orders.reject.code')}</FormLabel>
        <RadioGroup
          aria-labelledby="reject-reason-label"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value as TRejectReasonCode)}
          data-testid="reject-code"
        >
          {REJECT_REASON_CODES.map((option, index) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio autoFocus={index === 0} />}
              label={rejectCodeText(t, option)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        name="note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        label={t('orders.reject.note')}
        fullWidth
        multiline
        minRows={2}
        helperText={
          toldToPlatform
            ? t('orders.reject.hint', { platform, max })
            : t('orders.reject.hintBoardOnly', { max })
        }
        slotProps={{ htmlInput: { maxLength: max, 'data-testid': 'reject-note' } }}
      />
    </OrderActionDialog>
  );
}
