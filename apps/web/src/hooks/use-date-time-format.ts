import { useMemo } from 'react';
import { formatDate, formatDateTime, formatTime } from '../lib/date-time-format';
import { useGeneralSettings } from './use-general-settings';

type DateInput = Date | string | number;

/** Formatters bound to the user's time format, date order and separator. */
export function useDateTimeFormat() {
  const settings = useGeneralSettings();
  return useMemo(
    () => ({
      time: (value: DateInput) => formatTime(value, settings),
      date: (value: DateInput) => formatDate(value, settings),
      dateTime: (value: DateInput) => formatDateTime(value, settings),
    }),
    [settings],
  );
}
