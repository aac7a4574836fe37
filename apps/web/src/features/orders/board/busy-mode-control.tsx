import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { activeBusyMode, type TVenueSummary } from '@orderdesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useEndBusyMode } from '../api/busy-mode';
import { useNow } from '../lib/use-now';

const BusyModeDialog = lazy(async () => ({ default: (await import('./busy-mode-dialog')).BusyModeDialog }));

/**
 * The board's busy mode: while it runs, what it adds and until when, with a way to end it early;
 * a "Busy" button opens the one-tap choices (more cooking time for a while, or a short pause).
 */
export function BusyModeControl({ venue }: { venue: TVenueSummary }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const busy = activeBusyMode(venue.busyMode, useNow(15_000));
  const end = useEndBusyMode(venue.id);
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {busy && (
        <>
          <Chip
            data-testid="busy-mode"
            color="warning"
            label={t('board.busy.active', { minutes: busy.extraMinutes, until: format.time(busy.until) })}
          />
          <Button
            size="small"
            color="warning"
            data-testid="busy-mode-end"
            disabled={end.isPending}
            onClick={() => end.mutate()}
            sx={{ minHeight: 36 }}
          >
            {t('board.busy.end')}
          </Button>
        </>
      )}
      <Button
        variant="outlined"
        color="warning"
        size="small"
        data-testid="busy-mode-open"
        onClick={() => setOpen(true)}
        sx={{ minHeight: 36 }}
      >
        {t('board.busy.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BusyModeDialog venue={venue} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
