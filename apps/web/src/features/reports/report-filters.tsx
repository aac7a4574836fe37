import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_PERIODS, Role, type TReportPeriod } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { useAreaOptions } from '../../api/options/area-options';
import { useVenueGroupOptions } from '../../api/options/venue-group-options';
import { useVenueOptions } from '../../api/options/venue-options';
import { FilterSelect } from '../../components/list';
import { useSession } from '../auth';
import type { ReportFilters } from './api/reports';

const PERIOD_LABELS: Record<TReportPeriod, string> = {
  today: 'reports.periods.today',
  yesterday: 'reports.periods.yesterday',
  thisWeek: 'reports.periods.thisWeek',
  lastWeek: 'reports.periods.lastWeek',
  thisMonth: 'reports.periods.thisMonth',
  lastMonth: 'reports.periods.lastMonth',
  custom: 'reports.periods.custom',
};

/** Area, group and venue selectors: only for dealers and admins, who reach more than one venue. */
function ScopeFilters({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (f: ReportFilters) => void;
}) {
  const { t } = useTranslation();
  const areas = useAreaOptions();
  const groups = useVenueGroupOptions(filters.areaId);
  const venues = useVenueOptions();
  return (
    <>
      <FilterSelect
        label={t('reports.filters.area')}
        allLabel={t('reports.filters.allAreas')}
        options={areas.data ?? []}
        value={filters.areaId}
        onChange={(areaId) => onChange({ ...filters, areaId, venueGroupId: null })}
        testId="report-area-filter"
      />
      <FilterSelect
        label={t('reports.filters.group')}
        allLabel={
          filters.areaId === null ? t('reports.filters.pickAreaFirst') : t('reports.filters.allGroups')
        }
        options={groups.data ?? []}
        value={filters.venueGroupId}
        onChange={(venueGroupId) => onChange({ ...filters, venueGroupId })}
        testId="report-group-filter"
      />
      <FilterSelect
        label={t('reports.filters.venue')}
        allLabel={t('reports.filters.allVenues')}
        options={venues.data ?? []}
        value={filters.venueId}
        onChange={(venueId) => onChange({ ...filters, venueId })}
        testId="report-venue-filter"
      />
    </>
  );
}

export function ReportFiltersBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const wide = role === Role.ADMIN || role === Role.DEALER;
  const customError =
    filters.period === 'custom' && filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('reports.filters.period')}
        value={filters.period}
        onChange={(e) => onChange({ ...filters, period: e.target.value as TReportPeriod })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'report-period' } as object } }}
      >
        {REPORT_PERIODS.map((p) => (
          <MenuItem key={p} value={p} data-testid={`report-period-${p}`}>
            {t(PERIOD_LABELS[p])}
          </MenuItem>
        ))}
      </TextField>
      {filters.period === 'custom' && (
        <>
          <DateField
            size="small"
            kind="date"
            label={t('reports.filters.from')}
            value={filters.from}
            onChange={(from) => onChange({ ...filters, from })}
            testId="report-from"
          />
          <DateField
            size="small"
            kind="date"
            label={t('reports.filters.to')}
            value={filters.to}
            error={customError}
            helperText={customError ? t('reports.filters.endsBeforeStart') : undefined}
            onChange={(to) => onChange({ ...filters, to })}
            testId="report-to"
          />
        </>
      )}
      {wide && <ScopeFilters filters={filters} onChange={onChange} />}
    </Box>
  );
}
