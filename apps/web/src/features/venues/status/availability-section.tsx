import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TConnectionAvailability, type TVenue } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { FormSection } from '../../../components/form';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useSetAvailability } from '../api/venue-status';
import { CloseVenueDialog, type CloseChoice } from './close-venue-dialog';
import { VenueStatusChip } from './venue-status-chip';

function AvailabilityRow({
  venueId,
  a,
  canOperate,
  onPause,
}: {
  venueId: number;
  a: TConnectionAvailability;
  canOperate: boolean;
  onPause: (a: TConnectionAvailability) => void;
}) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const set = useSetAvailability();
  const resume = async () => {
    try {
      await set.mutateAsync({ venueId, instanceId: a.instanceId, isOnline: true });
      toast.success(t('venues.availability.resumed', { name: a.name || PLATFORM_DISPLAY_NAMES[a.platform] }));
    } catch {
      // The API client has shown the error.
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
      data-testid="availability-row"
      data-instance-id={a.instanceId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {PLATFORM_DISPLAY_NAMES[a.platform]}
          {a.name ? ` · ${a.name}` : ''}
        </Typography>
        {a.isEnabled ? (
          <VenueStatusChip
            venue={{ status: a.isOnline, offlineUntil: a.until }}
            testId="availability-status"
          />
        ) : (
          <Chip size="small" label={t('venues.connections.off')} />
        )}
        {a.isEnabled && (
          <Chip
            size="small"
            variant="outlined"
            color={a.isConfirmed ? 'success' : a.error ? 'error' : 'default'}
            label={
              a.isConfirmed
                ? t('venues.availability.confirmed')
                : a.error
                  ? t('venues.availability.refused')
                  : t('venues.availability.pending')
            }
            data-testid="availability-confirmed"
            data-confirmed={a.isConfirmed}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {canOperate && a.isEnabled && (
          <Button
            size="small"
            variant="outlined"
            color={a.isOnline ? 'error' : 'success'}
            disabled={set.isPending}
            onClick={() => (a.isOnline ? onPause(a) : void resume())}
            data-testid="availability-action"
          >
            {a.isOnline ? t('venues.availability.pause') : t('venues.availability.resume')}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {[
          a.since ? t('venues.availability.since', { time: format.dateTime(a.since) }) : null,
          a.until ? t('venues.availability.until', { time: format.dateTime(a.until) }) : null,
          a.reason ? t('venues.availability.reason', { reason: a.reason }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {a.error && (
        <Alert severity="error" sx={{ py: 0 }} data-testid="availability-error">
          {t('venues.availability.platformSaid', { error: a.error })}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * Per connection: online or paused, since and until when, why, and whether the platform confirmed
 * it (or what it refused). One connection can be paused while the others stay open.
 */
export function AvailabilitySection({ venue, canOperate }: { venue: TVenue; canOperate: boolean }) {
  const { t } = useTranslation();
  const set = useSetAvailability();
  const [pausing, setPausing] = useState<TConnectionAvailability | null>(null);

  const pause = async (choice: CloseChoice) => {
    if (!pausing) return;
    try {
      await set.mutateAsync({
        venueId: venue.id,
        instanceId: pausing.instanceId,
        isOnline: false,
        ...choice,
      });
      toast.success(
        t('venues.availability.paused', { name: pausing.name || PLATFORM_DISPLAY_NAMES[pausing.platform] }),
      );
      setPausing(null);
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="availability-section">
      <FormSection title={t('venues.availability.title')} description={t('venues.availability.text')}>
        <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{t('venues.availability.venue')}</Typography>
            <VenueStatusChip venue={venue} />
            {!venue.status && venue.offlineReason && (
              <Typography variant="caption" color="text.secondary">
                {t('venues.availability.reason', { reason: venue.offlineReason })}
              </Typography>
            )}
          </Box>
          {venue.availablities.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('venues.availability.none')}
            </Typography>
          )}
          {venue.availablities.map((a) => (
            <AvailabilityRow
              key={a.instanceId}
              venueId={venue.id}
              a={a}
              canOperate={canOperate}
              onPause={setPausing}
            />
          ))}
        </Stack>
      </FormSection>
      <CloseVenueDialog
        key={pausing?.instanceId ?? 'none'}
        open={pausing !== null}
        title={t('venues.availability.pauseTitle', {
          name: pausing ? pausing.name || PLATFORM_DISPLAY_NAMES[pausing.platform] : '',
        })}
        text={t('venues.availability.pauseText', {
          platform: pausing ? PLATFORM_DISPLAY_NAMES[pausing.platform] : '',
        })}
        confirmLabel={t('venues.availability.pause')}
        busy={set.isPending}
        onCancel={() => setPausing(null)}
        onConfirm={(choice) => void pause(choice)}
      />
    </Paper>
  );
}
