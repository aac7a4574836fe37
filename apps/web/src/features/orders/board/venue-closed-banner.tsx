import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { can, Permission, type TVenue } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useToggleVenue } from '../../../api/venue-toggle';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';

/**
 * The venue is closed or paused (offline on every platform): no new order arrives. Across the board,
 * with Open for those who may open it, the same call as the venue screen's Open.
 */
export function VenueClosedBanner({ venue }: { venue: TVenue }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const format = useDateTimeFormat();
  const toggle = useToggleVenue();
  // A pause of more than a day names its day too.
  const pauseEnd = (until: string) =>
    Date.parse(until) - Date.now() < 24 * 3600_000 ? format.time(until) : format.dateTime(until);
  const mayOpen = role !== undefined && can(role, Permission.VENUES_OPERATE);

  const open = async () => {
    try {
      await toggle.mutateAsync({ venueId: venue.id, online: true });
      toast.success(t('orders.alarms.closed.opened', { name: venue.name }));
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      data-testid="venue-closed"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        mayOpen && (
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void open()}
            loading={toggle.isPending}
            data-testid="venue-closed-open"
            sx={{ minHeight: 44, minWidth: 88 }}
          >
            {t('orders.alarms.closed.open')}
          </Button>
        )
      }
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0 }}>
        {venue.offlineUntil
          ? t('orders.alarms.closed.pausedTitle', { name: venue.name, time: pauseEnd(venue.offlineUntil) })
          : t('orders.alarms.closed.title', { name: venue.name })}
      </AlertTitle>
      {t('orders.alarms.closed.text')}
      {venue.offlineReason ? ` ${t('orders.alarms.closed.reason', { reason: venue.offlineReason })}` : ''}
    </Alert>
  );
}
