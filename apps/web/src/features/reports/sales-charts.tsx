import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PLATFORM_DISPLAY_NAMES, type TPlatformKind, type TSalesReport } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { byDayComparison } from './by-day-comparison';
import type { ReportFormat } from './report-format';

/*
 * The charts of the sales report. This module alone imports the chart library, and the page loads it
 * lazily, so the library never reaches the sign-in or board screens.
 */

const platformName = (p: string) => PLATFORM_DISPLAY_NAMES[p as TPlatformKind] ?? p;

/** Revenue by day of the period beside the period before it, by the day's place in the period. */
export function SalesByDayChart({ report, format }: { report: TSalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const days = byDayComparison(report);
  const money = (v: number | null) => (v === null ? '' : format.money(v));
  const dateAt = (d: { date: string } | null | undefined) => (d ? format.date(d.date) : '–');
  const tickAt = (d: { date: string } | null | undefined) => (d ? format.dayMonth(d.date) : undefined);
  const range = (r: { from: string; to: string }) => ({ from: format.date(r.from), to: format.date(r.to) });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="sales-by-day-chart">
      <Typography variant="h6" component="h2">
        {t('reports.sales.byDayChart')}
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((d) => d.day),
            label: t('reports.day'),
            // Ticks name the period's dates (day and month, so they fit); where the period before was
            // longer, its day number.
            valueFormatter: (n: number, context) =>
              context.location === 'tick'
                ? (tickAt(days[n - 1]?.current) ?? String(n))
                : t('reports.sales.dayTooltip', {
                    n,
                    current: dateAt(days[n - 1]?.current),
                    previous: dateAt(days[n - 1]?.previous),
                  }),
            // Room for the dates under the axis beside its title: the chart hides labels that do not fit.
            height: 60,
          },
        ]}
        yAxis={[{ valueFormatter: money, width: 80 }]}
        series={[
          {
            id: 'current',
            data: days.map((d) => d.current?.revenue ?? null),
            label: t('reports.sales.currentSeries', range(report.period)),
            valueFormatter: money,
          },
          {
            id: 'previous',
            data: days.map((d) => d.previous?.revenue ?? null),
            label: t('reports.sales.previousSeries', range(report.previousPeriod)),
            valueFormatter: money,
            color: theme.palette.grey[400],
          },
        ]}
      />
    </Paper>
  );
}

export function PlatformSharesChart({ report, format }: { report: TSalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const data = report.byPlatform
    .filter((p) => p.revenue > 0)
    .map((p, i) => ({ id: i, value: p.revenue, label: platformName(p.platform) }));
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="platform-shares-chart">
      <Typography variant="h6" component="h2">
        {t('reports.sales.platformShares')}
      </Typography>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('reports.noData')}
        </Typography>
      ) : (
        <PieChart
          height={240}
          series={[
            {
              data,
              innerRadius: 50,
              valueFormatter: (item: { value: number }) => format.money(item.value),
            },
          ]}
        />
      )}
    </Paper>
  );
}

/** Orders by hour of the week on the venues' own clocks: darker is busier. */
export function HourHeatmap({ report, format }: { report: TSalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const max = Math.max(1, ...report.byHour.map((c) => c.orders));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="hour-heatmap">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reports.sales.heatmap')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          role="table"
          aria-label={t('reports.sales.heatmap')}
          sx={{
            display: 'grid',
            gridTemplateColumns: '48px repeat(24, minmax(22px, 1fr))',
            gap: '2px',
            minWidth: 620,
          }}
        >
          <Box />
          {hours.map((h) => (
            <Typography key={h} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {h % 3 === 0 ? String(h).padStart(2, '0') : ''}
            </Typography>
          ))}
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => [
            <Typography
              key={`d${weekday}`}
              variant="caption"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
            >
              {format.weekday(weekday)}
            </Typography>,
            ...hours.map((hour) => {
              const cell = report.byHour[(weekday - 1) * 24 + hour]!;
              const label = `${format.weekday(weekday)} ${format.hour(hour)}: ${t(
                'reports.sales.ordersCount',
                {
                  count: cell.orders,
                  formatted: format.count(cell.orders),
                },
              )}, ${format.money(cell.revenue)}`;
              return (
                <Box
                  key={`${weekday}-${hour}`}
                  title={label}
                  aria-label={label}
                  sx={{
                    height: 22,
                    borderRadius: 0.5,
                    bgcolor:
                      cell.orders === 0
                        ? theme.palette.action.hover
                        : alpha(theme.palette.primary.main, 0.15 + 0.85 * (cell.orders / max)),
                  }}
                />
              );
            }),
          ])}
        </Box>
      </Box>
    </Paper>
  );
}
