import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useLicenceReport } from './api/licence-requests';
import { LicenceReportFilters } from './licence-report-filters';
import { LicenceReportTable } from './licence-report-table';
import { useLicenceReportCsv } from './use-licence-report-csv';
import { useLicenceReportFilters } from './use-licence-report-filters';

/** The licence report tab of `/lic-requests`: docs/product.md §7's filters, the table and its CSV export. */
export function LicenceReport() {
  const { t } = useTranslation();
  const filters = useLicenceReportFilters();
  const report = useLicenceReport(filters.query);
  const exportCsv = useLicenceReportCsv();
  const rows = report.data;
  return (
    <>
      <PageHeader
        title={t('licences.report.title')}
        subtitle={t('licences.report.description')}
        actions={
          <Button
            variant="contained"
            onClick={() => rows && exportCsv(rows)}
            disabled={!rows || rows.length === 0}
            data-testid="report-csv"
          >
            {t('licences.report.exportCsv')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <LicenceReportFilters filters={filters} />
        {report.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('lists.loadFailed')}
          </Alert>
        )}
        {!rows && !report.isError && (
          <Skeleton variant="rectangular" height={160} sx={{ m: 2 }} data-testid="report-loading" />
        )}
        {rows?.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('licences.report.empty')}
          </Typography>
        )}
        {rows && rows.length > 0 && <LicenceReportTable rows={rows} />}
      </Paper>
    </>
  );
}
