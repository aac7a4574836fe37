import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PLATFORM_DISPLAY_NAMES, type TPlatformKind, type TSalesReport } from '@orderdesk/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScrollRegion } from '../../components/side-scroll-region';
import { VisuallyHidden } from '../../components/visually-hidden';
import { byDayComparison } from './by-day-comparison';
import type { ReportFormat } from './report-format';

/*
 * The charts of the sales report. This module alone imports the chart library, and the page loads it
 * lazily, so the library never reaches the sign-in or board screens.
 */

const platformName = (p: string) => PLATFORM_DISPLAY_NAMES[p as TPlatformKind] ?? p;

/**
 * A chart is one picture to a screen reader: a sentence says what it shows (the tables below the charts
 * hold every figure), and the drawing's own parts stay out of the way.
 */
function ChartImage({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={summary}>
      {children}
    </Box>
  );
}

const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((total, v) => total + (v ?? 0), 0);

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
      <ChartImage
        summary={t('reports.sales.byDayChartSummary', {
          current: money(sum(days.map((d) => d.current?.revenue))),
          previous: money(sum(days.map((d) => d.previous?.revenue))),
        })}
      >
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
      </ChartImage>
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
        <ChartImage
          summary={t('reports.sales.platformSharesSummary', {
            list: data.map((d) => `${d.label} ${format.money(d.value)}`).join(', '),
          })}
        >
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
        </ChartImage>
      )}
    </Paper>
  );
}

/**
 * Orders by hour of the week on the venues' own clocks: darker is busier. A table of weekdays by hours,
 * so a screen reader reads each cell's orders and revenue with its day and hour.
 */
export function HourHeatmap({ report, format }: { report: TSalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const max = Math.max(1, ...report.byHour.map((c) => c.orders));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const titleId = useId();
  const caption = { typography: 'caption', color: 'text.secondary', fontWeight: 400, p: 0 } as const;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="hour-heatmap">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }} id={titleId}>
        {t('reports.sales.heatmap')}
      </Typography>
      <SideScrollRegion label={t('reports.sales.heatmap')} sx={{ position: 'relative' }}>
        <Box
          component="table"
          aria-labelledby={titleId}
          sx={{ tableLayout: 'fixed', width: '100%', minWidth: 620, borderSpacing: '2px' }}
        >
          <colgroup>
            <col style={{ width: 48 }} />
          </colgroup>
          <thead>
            <tr>
              <td />
              {hours.map((h) => (
                <Box component="th" scope="col" key={h} sx={{ ...caption, textAlign: 'center' }}>
                  <span aria-hidden>{h % 3 === 0 ? String(h).padStart(2, '0') : ''}</span>
                  <VisuallyHidden>{format.hour(h)}</VisuallyHidden>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
              <tr key={weekday}>
                <Box component="th" scope="row" sx={{ ...caption, textAlign: 'left' }}>
                  {format.weekday(weekday)}
                </Box>
                {hours.map((hour) => {
                  const cell = report.byHour[(weekday - 1) * 24 + hour]!;
                  const figures = `${t('reports.sales.ordersCount', {
                    count: cell.orders,
                    formatted: format.count(cell.orders),
                  })}, ${format.money(cell.revenue)}`;
                  return (
                    <Box
                      component="td"
                      key={hour}
                      title={`${format.weekday(weekday)} ${format.hour(hour)}: ${figures}`}
                      sx={{
                        height: 22,
                        p: 0,
                        borderRadius: 0.5,
                        bgcolor:
                          cell.orders === 0
                            ? theme.palette.action.hover
                            : alpha(theme.palette.primary.main, 0.15 + 0.85 * (cell.orders / max)),
                      }}
                    >
                      <VisuallyHidden>{figures}</VisuallyHidden>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </SideScrollRegion>
    </Paper>
  );
}
