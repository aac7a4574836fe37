import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BUSY_EXTRA_MINUTES,
  BUSY_PAUSE_MINUTES,
  BUSY_PERIOD_MINUTES,
  type TVenueSummary,
} from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { usePauseVenue, useStartBusyMode } from '../api/busy-mode';

const DEFAULT_PERIOD = 60;

/**
 * Busy mode's one-tap choices: more cooking time for the venue's new orders for the chosen period,
 * or every platform paused for a short while (the venue's timed pause, which ends by itself).
 */
export function BusyModeDialog({ venue, onClose }: { venue: TVenueSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<number>(DEFAULT_PERIOD);
  const start = useStartBusyMode(venue.id);
  const pause = usePauseVenue(venue.id);
  const pending = start.isPending || pause.isPending;

  const startBusy = async (extraMinutes: number) => {
    try {
      await start.mutateAsync({ extraMinutes, forMinutes: period });
      toast.success(t('board.busy.started', { minutes: extraMinutes, period }));
      onClose();
    } catch {
      // The API client has shown the error.
    }
  };
  const pauseFor = async (minutes: number) => {
    try {
      await pause.mutateAsync(minutes);
      toast.success(t('board.busy.paused', { minutes }));
      onClose();
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="busy-title">
      <DialogTitle id="busy-title">{t('board.busy.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('board.busy.addTitle')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={period}
          onChange={(_, value: number | null) => value !== null && setPeriod(value)}
          aria-label={t('board.busy.forHowLong')}
        >
          {BUSY_PERIOD_MINUTES.map((minutes) => (
            <ToggleButton key={minutes} value={minutes} data-testid={`busy-period-${minutes}`}>
              {t('board.busy.forMinutes', { minutes })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {BUSY_EXTRA_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="contained"
              color="warning"
              disabled={pending}
              data-testid={`busy-add-${minutes}`}
              onClick={() => void startBusy(minutes)}
              sx={{ minHeight: 48 }}
            >
              {t('board.busy.add', { minutes })}
            </Button>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('board.busy.addHint', { minutes: venue.defaultCookingTimeInMinutes })}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {t('board.busy.pauseTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {BUSY_PAUSE_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="outlined"
              color="error"
              disabled={pending || !venue.status}
              data-testid={`busy-pause-${minutes}`}
              onClick={() => void pauseFor(minutes)}
              sx={{ minHeight: 48 }}
            >
              {t('board.busy.forMinutes', { minutes })}
            </Button>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {venue.status ? t('board.busy.pauseHint') : t('board.busy.alreadyClosed')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('shared.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
