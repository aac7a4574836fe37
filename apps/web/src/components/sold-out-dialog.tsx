import '../i18n/office-texts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { menuAvailabilityContract, type TMenuAvailabilityRequest } from '@orderdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { callContract } from '../api/http-client';
import { toast } from '../lib/toast';
import { DialogFooter } from './dialog-footer';

/** `datetime-local` value (the browser's local time) to an ISO instant; null when empty. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** Sold out or back on every connection (`POST /api/Menu/Availability`); the venue's menu reloads. */
export function useMenuAvailability(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMenuAvailabilityRequest) => callContract(menuAvailabilityContract, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['menu', venueId] }),
  });
}

/**
 * Sold out (optionally until a time) or back on sale, on every platform connection of the venue at
 * once, sent to the platforms straight away with their item calls.
 */
export function SoldOutDialog({
  venueId,
  node,
  onClose,
}: {
  venueId: number;
  /** The menu item: its id (`i_…`) and the name shown. */
  node: { id: string; name: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const availability = useMenuAvailability(venueId);
  const [until, setUntil] = useState('');
  const untilIso = instantOf(until);
  const tooEarly = untilIso !== null && Date.parse(untilIso) <= Date.now();
  const send = async (isAvailable: boolean) => {
    await availability.mutateAsync({
      venueId,
      ids: [node.id],
      isAvailable,
      ...(isAvailable ? {} : { until: untilIso }),
    });
    toast.success(t(isAvailable ? 'menus.soldOut.backDone' : 'menus.soldOut.done', { name: node.name }));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="sold-out-dialog">
      <DialogTitle>{node.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('menus.soldOut.text')}
        </Typography>
        <DateField
          kind="datetime"
          label={t('menus.soldOut.until')}
          value={until}
          onChange={setUntil}
          helperText={tooEarly ? t('menus.soldOut.untilPast') : t('menus.soldOut.untilHelp')}
          error={tooEarly}
          testId="sold-out-until"
        />
      </DialogContent>
      <DialogFooter
        confirmLabel={t('menus.soldOut.confirm')}
        onConfirm={() => void send(false).catch(() => undefined)}
        onCancel={onClose}
        cancelLabel={t('menus.preview.cancel')}
        cancelColor="primary"
        confirmColor="warning"
        pending={availability.isPending}
        disabled={tooEarly}
        confirmTestId="sold-out-confirm"
      >
        <Button
          disabled={availability.isPending}
          onClick={() => void send(true).catch(() => undefined)}
          data-testid="sold-out-back"
        >
          {t('menus.soldOut.back')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
