import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The spec's confirm dialog (§9): Cancel in the error colour, Yes in the primary colour. */
export function ConfirmDialog({
  open,
  title,
  message,
  busy = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  message: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-dialog-title"
      data-testid="confirm-dialog"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="error" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          {t('shared.cancel')}
        </Button>
        <Button
          color="primary"
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          data-testid="confirm-yes"
        >
          {t('shared.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
