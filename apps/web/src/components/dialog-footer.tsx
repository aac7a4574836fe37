import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ButtonColor = 'primary' | 'error' | 'warning' | 'inherit';

interface Props {
  /** The primary action's text (its accessible name). */
  confirmLabel: ReactNode;
  /** Runs the primary action; without it the primary button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
  /** "Cancel" unless the dialog says otherwise. */
  cancelLabel?: string;
  /** The action is on its way: the primary button shows it and waits, and so does Cancel. */
  pending?: boolean;
  /** The primary action cannot run yet (an invalid form, data still loading). */
  disabled?: boolean;
  /** The spec's confirm dialog (§9): Cancel in the error colour, the action in the primary colour. */
  confirmColor?: ButtonColor;
  cancelColor?: ButtonColor;
  confirmTestId?: string;
  cancelTestId?: string;
  /** Finger-sized buttons, for the board's dialogs on a tablet. */
  buttonSx?: SxProps<Theme>;
  /** Further buttons, between Cancel and the primary action. */
  children?: ReactNode;
}

/** The footer of a form or confirm dialog: Cancel, then the primary action with its pending state. */
export function DialogFooter({
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  pending = false,
  disabled = false,
  confirmColor = 'primary',
  cancelColor = 'error',
  confirmTestId,
  cancelTestId,
  buttonSx,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button
        color={cancelColor}
        onClick={onCancel}
        disabled={pending}
        data-testid={cancelTestId}
        sx={buttonSx}
      >
        {cancelLabel ?? t('shared.cancel')}
      </Button>
      {children}
      <Button
        variant="contained"
        color={confirmColor}
        {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}
        loading={pending}
        disabled={disabled}
        data-testid={confirmTestId}
        sx={buttonSx}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
