import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';

/** What the chip needs of a venue, a list row or a connection's availability. */
export interface StatusOf {
  status: boolean;
  offlineUntil?: string | null;
}

function isSameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/** Spec §4: green Online, red Offline; a timed pause says until when. */
export function VenueStatusChip({ venue, testId = 'venue-status' }: { venue: StatusOf; testId?: string }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const until = !venue.status && venue.offlineUntil ? venue.offlineUntil : null;
  const untilText =
    until === null
      ? null
      : isSameDay(new Date(until), new Date())
        ? format.time(until)
        : format.dateTime(until);
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid={testId}
      data-online={venue.status}
      color={venue.status ? 'success' : 'error'}
      label={
        venue.status
          ? t('venues.status.online')
          : untilText
            ? t('venues.status.pausedUntil', { time: untilText })
            : t('venues.status.offline')
      }
    />
  );
}
