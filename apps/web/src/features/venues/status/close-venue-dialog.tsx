import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/dialog-footer';

/** Pause lengths offered on Close, in minutes; 0 = until someone opens it again. */
export const PAUSE_CHOICES = [0, 15, 30, 60, 120, 240] as const;

export interface CloseChoice {
  /** End of a timed pause; undefined = closed until opened. */
  until?: string;
  reason?: string;
}

/**
 * Close: for how long (a timed pause ends by itself on every platform) and why (platforms that take
 * a reason show it). Used for the whole venue and for one connection.
 */
export function CloseVenueDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  /** What closing does; the whole venue's text unless one platform store is paused. */
  text?: string;
  /** The confirm button; "Close" unless one platform store is paused. */
  confirmLabel?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: CloseChoice) => void;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number>(0);
  const [reason, setReason] = useState('');

  const confirm = () => {
    const trimmed = reason.trim();
    onConfirm({
      ...(minutes > 0 ? { until: new Date(Date.now() + minutes * 60_000).toISOString() } : {}),
      ...(trimmed ? { reason: trimmed } : {}),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      data-testid="close-venue-dialog"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{text ?? t('venues.toggle.closeText')}</DialogContentText>
        <TextField
          select
          label={t('venues.toggle.howLong')}
          value={String(minutes)}
          onChange={(event) => setMinutes(Number(event.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'pause-length' } as object } }}
        >
          {PAUSE_CHOICES.map((choice) => (
            <MenuItem key={choice} value={String(choice)}>
              {choice === 0
                ? t('venues.toggle.untilOpened')
                : choice < 60
                  ? t('venues.toggle.forMinutes', { n: choice })
                  : t('venues.toggle.forHours', { n: choice / 60 })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('venues.toggle.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'pause-reason' } }}
          helperText={t('venues.toggle.reasonHint')}
        />
      </DialogContent>
      <DialogFooter
        confirmLabel={confirmLabel ?? t('venues.toggle.close')}
        onConfirm={confirm}
        onCancel={onCancel}
        pending={busy}
        cancelTestId="confirm-cancel"
        confirmTestId="confirm-close"
      />
    </Dialog>
  );
}
