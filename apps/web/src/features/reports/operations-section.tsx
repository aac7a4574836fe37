import Box from '@mui/material/Box';
import { PLATFORM_DISPLAY_NAMES, type TOperationsReport, type TPlatformKind } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { cardGrid, KpiCard } from './kpi-card';
import { useReportFormat } from './report-format';
import { ReportTable } from './report-table';

const KIND_LABELS: Record<TOperationsReport['closed'][number]['kind'], string> = {
  rejected: 'reports.operations.kinds.rejected',
  cancelled: 'reports.operations.kinds.cancelled',
  refunded: 'reports.operations.kinds.refunded',
};

const platformName = (p: string) => PLATFORM_DISPLAY_NAMES[p as TPlatformKind] ?? p;

export function OperationsSection({
  report,
  currencies,
}: {
  report: TOperationsReport;
  currencies: string[];
}) {
  const { t } = useTranslation();
  const format = useReportFormat(currencies);
  const file = (name: string) => `${name}-${report.period.from}-${report.period.to}`;
  const { acceptance, preparation, badHandovers, offline } = report;
  const durationColumns = <
    T extends { orders: number; medianSeconds: number | null; p90Seconds: number | null },
  >() => [
    {
      header: t('reports.operations.orders'),
      text: (r: T) => format.count(r.orders),
      csv: (r: T) => String(r.orders),
      numeric: true,
    },
    {
      header: t('reports.operations.median'),
      text: (r: T) => format.duration(r.medianSeconds),
      numeric: true,
    },
    { header: t('reports.operations.p90'), text: (r: T) => format.duration(r.p90Seconds), numeric: true },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={cardGrid}>
        <KpiCard
          testId="kpi-accept"
          label={t('reports.operations.timeToAccept')}
          value={format.duration(acceptance.medianSeconds)}
          note={t('reports.operations.p90Note', { value: format.duration(acceptance.p90Seconds) })}
        />
        <KpiCard
          testId="kpi-late"
          label={t('reports.operations.acceptedLate')}
          value={format.count(acceptance.late)}
          note={t('reports.operations.ofAccepted', {
            count: acceptance.orders,
            formatted: format.count(acceptance.orders),
          })}
        />
        <KpiCard
          testId="kpi-preparation"
          label={t('reports.operations.preparation')}
          value={format.duration(preparation.medianSeconds)}
          note={t('reports.operations.p90Note', { value: format.duration(preparation.p90Seconds) })}
        />
        <KpiCard
          testId="kpi-offline"
          label={t('reports.operations.offline')}
          value={format.duration(offline.offlineSeconds)}
          note={t('reports.operations.lostNote', { value: format.money(offline.estimatedLostRevenue) })}
        />
      </Box>
      <ReportTable
        title={t('reports.operations.acceptanceByPlatform')}
        testId="acceptance-by-platform"
        fileName={file('acceptance')}
        rows={acceptance.byPlatform}
        columns={[
          { header: t('reports.platform'), text: (r) => platformName(r.platform) },
          ...durationColumns<(typeof acceptance.byPlatform)[number]>(),
          {
            header: t('reports.operations.window'),
            text: (r) => format.duration(r.windowSeconds),
            numeric: true,
          },
          {
            header: t('reports.operations.late'),
            text: (r) => format.count(r.late),
            csv: (r) => String(r.late),
            numeric: true,
          },
        ]}
      />
      <ReportTable
        title={t('reports.operations.preparationByPlatform')}
        testId="preparation-by-platform"
        fileName={file('preparation')}
        rows={preparation.byPlatform}
        columns={[
          { header: t('reports.platform'), text: (r) => platformName(r.platform) },
          ...durationColumns<(typeof preparation.byPlatform)[number]>(),
        ]}
      />
      <ReportTable
        title={t('reports.operations.closed')}
        testId="closed-orders"
        fileName={file('rejected-cancelled')}
        rows={report.closed}
        columns={[
          { header: t('reports.platform'), text: (r) => platformName(r.platform) },
          { header: t('reports.operations.kind'), text: (r) => t(KIND_LABELS[r.kind]) },
          {
            header: t('reports.operations.reason'),
            text: (r) => r.reason ?? t('reports.operations.noReason'),
          },
          {
            header: t('reports.operations.orders'),
            text: (r) => format.count(r.orders),
            csv: (r) => String(r.orders),
            numeric: true,
          },
        ]}
      />
      <ReportTable
        title={t('reports.operations.badHandovers')}
        testId="bad-handovers"
        fileName={file('failed-pos-handovers')}
        rows={badHandovers.byPlatform}
        columns={[
          { header: t('reports.platform'), text: (r) => platformName(r.platform) },
          ...durationColumns<(typeof badHandovers.byPlatform)[number]>(),
          {
            header: t('reports.operations.stillBad'),
            text: (r) => format.count(r.stillBad),
            csv: (r) => String(r.stillBad),
            numeric: true,
          },
        ]}
      />
      <ReportTable
        title={t('reports.operations.offlineByVenue')}
        testId="offline-by-venue"
        fileName={file('offline')}
        rows={offline.byVenue}
        columns={[
          { header: t('reports.venue'), text: (r) => r.venueName },
          {
            header: t('reports.operations.openTime'),
            text: (r) => format.duration(r.openSeconds),
            numeric: true,
          },
          {
            header: t('reports.operations.offlineTime'),
            text: (r) => format.duration(r.offlineSeconds),
            numeric: true,
          },
          {
            header: t('reports.operations.lostRevenue'),
            text: (r) => format.money(r.estimatedLostRevenue),
            numeric: true,
          },
        ]}
      />
    </Box>
  );
}
