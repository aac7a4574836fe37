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

type Refusal = TOperationsReport['posRefusals'][number];

const POLICY_LABELS: Record<Refusal['policy'], string> = {
  transient: 'reports.operations.policies.transient',
  staff: 'reports.operations.policies.staff',
  configuration: 'reports.operations.policies.configuration',
};

/** Short names of the advice keys of r_keeper's error table (contracts pos/rk7-errors.ts). */
const REFUSAL_LABELS: Record<string, string> = {
  shiftClosing: 'reports.operations.refusalKinds.shiftClosing',
  orderLocked: 'reports.operations.refusalKinds.orderLocked',
  shiftTooLong: 'reports.operations.refusalKinds.shiftTooLong',
  visitClosed: 'reports.operations.refusalKinds.visitClosed',
  licence: 'reports.operations.refusalKinds.licence',
  guestCount: 'reports.operations.refusalKinds.guestCount',
  paySum: 'reports.operations.refusalKinds.paySum',
  requestRefused: 'reports.operations.refusalKinds.requestRefused',
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
  const { acceptance, preparation, badHandovers, posRefusals, offline } = report;
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
        title={t('reports.operations.posRefusals')}
        testId="pos-refusals"
        fileName={file('rkeeper-refusals')}
        rows={posRefusals}
        columns={[
          {
            header: t('reports.operations.refusal'),
            text: (r: Refusal) => (REFUSAL_LABELS[r.advice] ? t(REFUSAL_LABELS[r.advice]!) : r.advice),
          },
          { header: t('reports.operations.policy'), text: (r: Refusal) => t(POLICY_LABELS[r.policy]) },
          {
            header: t('reports.operations.refusals'),
            text: (r: Refusal) => format.count(r.refusals),
            csv: (r: Refusal) => String(r.refusals),
            numeric: true,
          },
          {
            header: t('reports.operations.orders'),
            text: (r: Refusal) => format.count(r.orders),
            csv: (r: Refusal) => String(r.orders),
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
