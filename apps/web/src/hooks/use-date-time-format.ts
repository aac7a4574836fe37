import { useMemo } from 'react';
import { formatDate, formatDateTime, formatTime } from '../lib/date-time-format';
import { useGeneralSettings } from './use-general-settings';
import { useDisplayZone } from './venue-clock';

type DateInput = Date | string | number;

/**
 * Formatters bound to the user's time format, date order and separator, on the clock of the venue
 * on screen (`VenueClock`) or, outside one, the browser's.
 */
export function useDateTimeFormat() {
  const settings = useGeneralSettings();
  const zone = useDisplayZone();
  return useMemo(
    () => ({
      time: (value: DateInput) => formatTime(value, settings, zone),
      date: (value: DateInput) => formatDate(value, settings, zone),
      dateTime: (value: DateInput) => formatDateTime(value, settings, zone),
      zone,
    }),
    [settings, zone],
  );
}
