import {
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  type TLicenceReportRow,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { downloadCsv, toCsv } from './licence-csv';
import { LICENCE_STATUS_KEYS } from './licence-texts';

/** The report as a CSV download: the table's columns, each licence as its status and end date. */
export function useLicenceReportCsv(): (rows: readonly TLicenceReportRow[]) => void {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const statusText = (row: TLicenceReportRow, p: TPlatformKind) =>
    `${t(LICENCE_STATUS_KEYS[row[p].status])}${row[p].expiresAt && row[p].status !== 'unlimited' ? ` ${format.date(row[p].expiresAt)}` : ''}`;
  return (rows) => {
    const header = [
      t('licences.fields.venue'),
      t('licences.fields.companyName'),
      t('licences.fields.area'),
      t('licences.fields.group'),
      ...PLATFORM_KINDS.map((p) => PLATFORM_DISPLAY_NAMES[p]),
      t('licences.fields.lastAction'),
    ];
    const body = rows.map((r) => [
      r.venueName,
      r.companyName ?? '',
      r.areaName ?? '',
      r.groupName ?? '',
      ...PLATFORM_KINDS.map((p) => statusText(r, p)),
      r.lastActionAt ? format.dateTime(r.lastActionAt) : '',
    ]);
    downloadCsv(`licences-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, body));
  };
}
