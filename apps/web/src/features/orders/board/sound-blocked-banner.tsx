import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The browser blocks sound (autoplay policy): new orders would arrive silently until allowed. */
export function SoundBlockedBanner({ onEnable }: { onEnable: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      data-testid="sound-blocked"
      // One line beside a full-height button: both on one middle line, not the text above the button's.
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onEnable}
          data-testid="enable-sound"
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
        >
          {t('orders.board.enableSound')}
        </Button>
      }
    >
      {t('orders.board.soundBlocked')}
    </Alert>
  );
}
