import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PLATFORM_DISPLAY_NAMES, type TPlatformKind, type TSalesReport } from '@orderdesk/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cardGrid, KpiCard } from './kpi-card';
import { useReportFormat } from './report-format';
import { ReportTable, type ReportColumn } from './report-table';

const SalesByDayChart = lazy(async () => ({ default: (await import('./sales-charts')).SalesByDayChart }));
const PlatformSharesChart = lazy(async () => ({
  default: (await import('./sales-charts')).PlatformSharesChart,
}));
const HourHeatmap = lazy(async () => ({ default: (await import('./sales-charts')).HourHeatmap }));

const platformName = (p: string) => PLATFORM_DISPLAY_NAMES[p as TPlatformKind] ?? p;

type Compared = TSalesReport['totals'];

export function SalesSection({ report }: { report: TSalesReport }) {
  const { t } = useTranslation();
  const format = useReportFormat(report.currencies);
  const file = (name: string) => `${name}-${report.period.from}-${report.period.to}`;
  const ordersColumn = <T extends { orders: number }>(): ReportColumn<T> => ({
    header: t('reports.sales.orders'),
    text: (r) => format.count(r.orders),
    csv: (r) => String(r.orders),
    numeric: true,
  });
  const moneyColumn = <T,>(header: string, amount: (row: T) => number): ReportColumn<T> => ({
    header,
    text: (r) => format.money(amount(r)),
    csv: (r) => format.amount(amount(r)),
    money: true,
    numeric: true,
  });
  const revenueColumn = <T extends { revenue: number }>() =>
    moneyColumn<T>(t('reports.sales.revenue'), (r) => r.revenue);
  const averageColumn = <T extends { averageOrderValue: number }>() =>
    moneyColumn<T>(t('reports.sales.averageOrderValue'), (r) => r.averageOrderValue);
  const comparedColumns = <T extends Compared>(): ReportColumn<T>[] => [
    ordersColumn<T>(),
    revenueColumn<T>(),
    averageColumn<T>(),
    moneyColumn<T>(t('reports.sales.previousRevenue'), (r) => r.previous.revenue),
    {
      header: t('reports.sales.change'),
      text: (r) => format.change(r.revenue, r.previous.revenue),
      numeric: true,
    },
  ];
  const before = t('reports.sales.before', {
    from: format.date(report.previousPeriod.from),
    to: format.date(report.previousPeriod.to),
  });
  const chart = <Skeleton variant="rounded" height={300} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={cardGrid}>
        <KpiCard
          testId="kpi-orders"
          label={t('reports.sales.orders')}
          value={format.count(report.totals.orders)}
          note={`${format.change(report.totals.orders, report.totals.previous.orders)} · ${before}: ${format.count(report.totals.previous.orders)}`}
        />
        <KpiCard
          testId="kpi-revenue"
          label={t('reports.sales.revenue')}
          value={format.money(report.totals.revenue)}
          note={`${format.change(report.totals.revenue, report.totals.previous.revenue)} · ${before}: ${format.money(report.totals.previous.revenue)}`}
        />
        <KpiCard
          testId="kpi-aov"
          label={t('reports.sales.averageOrderValue')}
          value={format.money(report.totals.averageOrderValue)}
          note={`${before}: ${format.money(report.totals.previous.averageOrderValue)}`}
        />
        <KpiCard
          testId="kpi-venues"
          label={t('reports.venues')}
          value={format.count(report.venueCount)}
          note={
            report.currencies.length > 1
              ? t('reports.sales.mixedCurrencies', { list: report.currencies.join(', ') })
              : undefined
          }
        />
      </Box>
      <Suspense fallback={chart}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <SalesByDayChart report={report} format={format} />
          <PlatformSharesChart report={report} format={format} />
        </Box>
        <HourHeatmap report={report} format={format} />
      </Suspense>
      <ReportTable
        currencies={report.currencies}
        title={t('reports.sales.byDay')}
        testId="sales-by-day"
        fileName={file('sales-by-day')}
        rows={report.byDay}
        columns={[
          { header: t('reports.day'), text: (r) => format.date(r.date) },
          ordersColumn(),
          revenueColumn(),
          averageColumn(),
        ]}
      />
      <ReportTable
        currencies={report.currencies}
        title={t('reports.sales.byPlatform')}
        testId="sales-by-platform"
        fileName={file('sales-by-platform')}
        rows={report.byPlatform}
        columns={[
          { header: t('reports.platform'), text: (r) => platformName(r.platform) },
          ...comparedColumns(),
        ]}
      />
      <ReportTable
        currencies={report.currencies}
        title={t('reports.sales.byVenue')}
        testId="sales-by-venue"
        fileName={file('sales-by-venue')}
        rows={report.byVenue}
        columns={[{ header: t('reports.venue'), text: (r) => r.venueName }, ...comparedColumns()]}
      />
      <ReportTable
        currencies={report.currencies}
        title={t('reports.sales.byHour')}
        testId="sales-by-hour"
        fileName={file('sales-by-hour')}
        rows={report.byHour.filter((c) => c.orders > 0)}
        columns={[
          { header: t('reports.weekday'), text: (r) => format.weekday(r.weekday) },
          { header: t('reports.hour'), text: (r) => format.hour(r.hour) },
          ordersColumn(),
          revenueColumn(),
        ]}
      />
    </Box>
  );
}
