import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useToggleVenue } from '../api/venue-status';
import { CloseVenueDialog, type CloseChoice } from './close-venue-dialog';

/**
 * Spec §4's venue action: an online venue offers Close (asking how long and why), an offline one
 * Open. The answer updates the list, the open venue and the current venue (api/venue-status).
 */
export function VenueToggleButton({
  venue,
  size = 'small',
  testId = 'venue-action',
  fullWidth = false,
}: {
  venue: { id: number; name: string; status: boolean };
  size?: 'small' | 'medium';
  testId?: string;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useToggleVenue();
  const [asking, setAsking] = useState(false);

  const run = async (online: boolean, choice: CloseChoice = {}) => {
    try {
      await toggle.mutateAsync({ venueId: venue.id, online, ...choice });
      toast.success(
        online
          ? t('venues.toggle.opened', { name: venue.name })
          : t('venues.toggle.closed', { name: venue.name }),
      );
      setAsking(false);
    } catch {
      // The API client has shown the error.
    }
  };

  // In a list row, clicks here (the dialog's too: React bubbles through portals) must not open the row.
  return (
    <Box component="span" sx={{ display: 'contents' }} onClick={(event) => event.stopPropagation()}>
      <Button
        size={size}
        fullWidth={fullWidth}
        variant={venue.status ? 'outlined' : 'contained'}
        color={venue.status ? 'error' : 'success'}
        disabled={toggle.isPending}
        data-testid={testId}
        data-action={venue.status ? 'close' : 'open'}
        onClick={() => {
          if (venue.status) setAsking(true);
          else void run(true);
        }}
      >
        {venue.status ? t('venues.toggle.close') : t('venues.toggle.open')}
      </Button>
      <CloseVenueDialog
        key={asking ? 'open' : 'closed'}
        open={asking}
        title={t('venues.toggle.closeTitle', { name: venue.name })}
        busy={toggle.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(choice) => void run(false, choice)}
      />
    </Box>
  );
}
