import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOrder } from '@orderdesk/contracts';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { useGeneralSettings } from '../../hooks/use-general-settings';

/** A `YYYY-MM-DD` calendar date as a local date (not midnight UTC, which is another day west of it). */
export function calendarDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** Numbers, money, changes, durations and dates in the user's language and date settings. */
export function useReportFormat(currencies: readonly string[] = []) {
  const { t, i18n } = useTranslation();
  const dates = useDateTimeFormat();
  const { dateOrder, dateSeparator } = useGeneralSettings();
  const language = i18n.language;
  const currency = currencies.length === 1 ? currencies[0] : undefined;
  return useMemo(() => {
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const money = currency ? new Intl.NumberFormat(language, { style: 'currency', currency }) : decimal;
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return {
      count: (n: number) => integer.format(n),
      money: (n: number) => money.format(n),
      /** An amount for a CSV: a plain number with two decimals and a point (57.70). */
      amount: (n: number) => n.toFixed(2),
      /** Change against the period before, or a dash when there was nothing before. */
      change: (now: number, before: number) => (before === 0 ? '—' : percent.format((now - before) / before)),
      duration: (seconds: number | null) => {
        if (seconds === null) return '—';
        const s = Math.round(seconds);
        if (s < 60) return t('reports.units.seconds', { s });
        if (s < 3600)
          return t('reports.units.minutes', { m: Math.floor(s / 60), s: String(s % 60).padStart(2, '0') });
        return t('reports.units.hours', {
          h: integer.format(Math.floor(s / 3600)),
          m: String(Math.floor((s % 3600) / 60)).padStart(2, '0'),
        });
      },
      date: (date: string) => dates.date(calendarDate(date)),
      /** A `YYYY-MM-DD` date as day and month only, in the user's order and separator (a chart's tick). */
      dayMonth: (date: string) => {
        const [, month, day] = date.split('-');
        return (dateOrder === DateOrder.DMY ? [day, month] : [month, day]).join(dateSeparator);
      },
      weekday: (weekday: number) =>
        new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(2024, 0, weekday)),
      hour: (hour: number) => dates.time(new Date(2024, 0, 1, hour)),
    };
  }, [language, currency, t, dates, dateOrder, dateSeparator]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
