import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { forceRefreshContract, type TForceRefreshResult } from '@orderdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { callContract } from '../api/http-client';
import { useVenueOptions } from '../api/options/venue-options';
import { DialogFooter } from '../components/dialog-footer';

const ALL = 'all';

/**
 * An admin's "Reload boards": sends ForceRefreshPage to every open board or one venue's, e.g. after
 * a release that must reach the kitchens now. The boards say so and reload 7 s later.
 */
export function ForceRefreshButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string>(ALL);
  const venues = useVenueOptions();
  const send = useMutation({
    mutationFn: (venueId: number | undefined): Promise<TForceRefreshResult> =>
      callContract(forceRefreshContract, { body: venueId === undefined ? {} : { venueId } }),
  });

  const submit = async () => {
    const venueId = target === ALL ? undefined : Number(target);
    try {
      await send.mutateAsync(venueId);
      toast.success(
        venueId === undefined
          ? t('hub.reloadBoards.sentAll')
          : t('hub.reloadBoards.sentVenue', { venue: venues.names.get(venueId) ?? venueId }),
      );
      setOpen(false);
    } catch {
      // The HTTP client has shown the error.
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="reload-boards">
        {t('hub.reloadBoards.button')}
      </Button>
      <Dialog
        open={open}
        onClose={send.isPending ? undefined : () => setOpen(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="reload-boards-title"
        data-testid="reload-boards-dialog"
      >
        <DialogTitle id="reload-boards-title">{t('hub.reloadBoards.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('hub.reloadBoards.text')}</DialogContentText>
          <TextField
            select
            fullWidth
            label={t('hub.reloadBoards.target')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'reload-boards-target' } as object },
            }}
          >
            <MenuItem value={ALL}>{t('hub.reloadBoards.all')}</MenuItem>
            {(venues.data ?? []).map((venue) => (
              <MenuItem key={venue.id} value={String(venue.id)}>
                {venue.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogFooter
          confirmLabel={t('hub.reloadBoards.send')}
          onConfirm={() => void submit()}
          onCancel={() => setOpen(false)}
          pending={send.isPending}
          confirmTestId="reload-boards-send"
        />
      </Dialog>
    </>
  );
}
