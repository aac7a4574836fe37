import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useOperationsReport, useSalesReport, type ReportFilters } from './api/reports';
import { OperationsSection } from './operations-section';
import { ReportFiltersBar } from './report-filters';
import { useReportFormat } from './report-format';
import { SalesSection } from './sales-section';

type ReportTab = 'sales' | 'operations';

const INITIAL: ReportFilters = {
  period: 'thisWeek',
  from: '',
  to: '',
  areaId: null,
  venueGroupId: null,
  venueId: null,
};

/** `/reports` (every role): sales and operations of the venues in the user's reach, by period. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReportFilters>(INITIAL);
  const [tab, setTab] = useState<ReportTab>('sales');
  const sales = useSalesReport(filters);
  const operations = useOperationsReport(filters, tab === 'operations');
  const format = useReportFormat();
  const active = tab === 'sales' ? sales : operations;
  const period = active.data?.period;

  return (
    <Box>
      <PageHeader
        title={t('reports.overview.title')}
        subtitle={
          period
            ? t('reports.overview.period', { from: format.date(period.from), to: format.date(period.to) })
            : t('reports.overview.description')
        }
      />
      <ReportFiltersBar filters={filters} onChange={setFilters} />
      <Tabs value={tab} onChange={(_, value: ReportTab) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="sales" label={t('reports.tabs.sales')} data-testid="report-tab-sales" />
        <Tab value="operations" label={t('reports.tabs.operations')} data-testid="report-tab-operations" />
      </Tabs>
      <Box sx={{ height: 4, mb: 1 }}>
        {active.isFetching && <LinearProgress data-testid="report-loading" />}
      </Box>
      {active.isError && !active.data && <Alert severity="error">{t('reports.loadFailed')}</Alert>}
      {!active.data && !active.isError && <Skeleton variant="rounded" height={320} />}
      {tab === 'sales' && sales.data && <SalesSection report={sales.data} />}
      {tab === 'operations' && operations.data && (
        <OperationsSection report={operations.data} currencies={sales.data?.currencies ?? []} />
      )}
    </Box>
  );
}
